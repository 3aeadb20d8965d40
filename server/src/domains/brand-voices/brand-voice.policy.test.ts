import { describe, expect, it } from "vitest";
import { authorize } from "../../policies/index";
import { refusal } from "../../../test/refusal";
import { userRow } from "../../../test/rows";
import { brandVoiceAbilities, brandVoicePolicy, toneStylePolicy } from "./brand-voice.policy";

const owner = userRow();
const stranger = userRow();
const voice = { ownerId: owner.id };

const status = (check: () => void) => refusal(check)?.status ?? "ok";

describe("brandVoicePolicy", () => {
  const actions = Object.keys(brandVoicePolicy.rules) as (keyof typeof brandVoicePolicy.rules)[];

  it.each(actions)("owner × %s → ok, stranger → 404 'Brand voice not found.'", (action) => {
    expect(status(() => authorize(owner, action, voice, brandVoicePolicy))).toBe("ok");
    expect(refusal(() => authorize(stranger, action, voice, brandVoicePolicy))).toMatchObject({
      status: 404,
      message: "Brand voice not found.",
    });
  });

  it("answers 404 for a missing voice", () => {
    expect(status(() => authorize(owner, "read", undefined, brandVoicePolicy))).toBe(404);
  });

  it("computes brandVoice.can from the same rules", () => {
    expect(brandVoiceAbilities(owner, voice)).toEqual({ edit: true, delete: true });
    expect(brandVoiceAbilities(stranger, voice)).toEqual({ edit: false, delete: false });
  });
});

describe("toneStylePolicy", () => {
  it("lets only the owner delete a saved pair, 404 'Tone not found.' for others", () => {
    expect(status(() => authorize(owner, "delete", { ownerId: owner.id }, toneStylePolicy))).toBe("ok");
    expect(refusal(() => authorize(stranger, "delete", { ownerId: owner.id }, toneStylePolicy))).toMatchObject({
      status: 404,
      message: "Tone not found.",
    });
  });
});

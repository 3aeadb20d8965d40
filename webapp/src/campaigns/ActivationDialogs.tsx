import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { CAMPAIGN_MESSAGES, PLATFORM_NAMES, type Product, type PublishingPlatformId } from "@wordloom/shared/rules";
import { platformsPath } from "../platforms";
import { chooseNewStart, ignoreComments } from "./activation-flow";
import { postEditorPath } from "./paths";
import type { ActivationController } from "./use-activation";
import { ZonedDateTimeInput } from "./ZonedDateTimeInput";

interface ActivationDialogsProps {
  controller: ActivationController;
  product: Product;
  zone: string;
  campaignTitle: string;
}

const platformName = (id: string) => PLATFORM_NAMES[id as PublishingPlatformId] ?? id;

/**
 * The dialogs of the activation flow (spec document 4 §4, document 1 §4): confirm; a new start ≥ 5
 * minutes ahead with 'Proceed & Shift posts' / 'Shift posts myself'; the LinkedIn own-comments
 * warning ('Yes' / 'Ignore & Activate'); 'Ignore and Resume' / 'Let me move posts' for a paused
 * campaign; and Link/Close when platforms need linking.
 */
export const ActivationDialogs = ({ controller, product, zone, campaignTitle }: ActivationDialogsProps) => {
  const { flow, busy, close } = controller;
  const navigate = useNavigate();
  const current = flow.current;
  const earliest = current.step === "new_start" || current.step === "overdue" ? current.earliestStartAt : null;
  const [startAt, setStartAt] = useState<string>(earliest ?? new Date().toISOString());
  useEffect(() => {
    if (earliest) {
      setStartAt(earliest);
    }
  }, [earliest]);
  const tooSoon = earliest !== null && new Date(startAt).getTime() < new Date(earliest).getTime();
  const open = current.step !== "idle";

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : close())}>
      <DialogSurface aria-describedby="activation-message">
        <DialogBody>
          {current.step === "confirm" ? (
            <>
              <DialogTitle>{current.kind === "resume" ? "Resume schedule" : "Activate schedule"}</DialogTitle>
              <DialogContent id="activation-message">
                {current.kind === "resume"
                  ? `Resume publishing the posts of “${campaignTitle}”?`
                  : `Activate “${campaignTitle}”? Its pending posts will be published at their times.`}
              </DialogContent>
              <DialogActions>
                <Button onClick={close}>Cancel</Button>
                <Button
                  appearance="primary"
                  disabled={busy}
                  onClick={() => (current.kind === "resume" ? controller.resume({}) : controller.activate({}))}
                >
                  {current.kind === "resume" ? "Resume" : "Activate"}
                </Button>
              </DialogActions>
            </>
          ) : null}
          {current.step === "new_start" ? (
            <>
              <DialogTitle>Pick a new start</DialogTitle>
              <DialogContent id="activation-message">
                <Body1 block>{current.message}</Body1>
                {current.postsBeforeStart > 0 ? (
                  <Body1 block>{`${current.postsBeforeStart} post(s) are before the new start.`}</Body1>
                ) : null}
                <ZonedDateTimeInput
                  label="New start"
                  value={startAt}
                  zone={zone}
                  onChange={setStartAt}
                  validationMessage={tooSoon ? CAMPAIGN_MESSAGES.startTooSoon : null}
                />
              </DialogContent>
              <DialogActions>
                <Button disabled={busy || tooSoon} onClick={() => controller.activate(chooseNewStart(flow, startAt, false))}>
                  {CAMPAIGN_MESSAGES.shiftMyself}
                </Button>
                <Button
                  appearance="primary"
                  disabled={busy || tooSoon}
                  onClick={() => controller.activate(chooseNewStart(flow, startAt, true))}
                >
                  {CAMPAIGN_MESSAGES.proceedAndShift}
                </Button>
              </DialogActions>
            </>
          ) : null}
          {current.step === "linkedin" ? (
            <>
              <DialogTitle>LinkedIn comments</DialogTitle>
              <DialogContent id="activation-message">{current.message}</DialogContent>
              <DialogActions>
                <Button
                  onClick={() => {
                    close();
                    const first = current.postIds[0];
                    if (first) {
                      void navigate(postEditorPath(product, first));
                    }
                  }}
                >
                  Yes
                </Button>
                <Button appearance="primary" disabled={busy} onClick={() => controller.activate(ignoreComments(flow))}>
                  {CAMPAIGN_MESSAGES.ignoreAndActivate}
                </Button>
              </DialogActions>
            </>
          ) : null}
          {current.step === "overdue" ? (
            <>
              <DialogTitle>Posts fell due while paused</DialogTitle>
              <DialogContent id="activation-message">
                <Body1 block>{current.message}</Body1>
                {current.choosingWindow ? (
                  <ZonedDateTimeInput
                    label="Move them to start at"
                    hint="They are spaced 5 minutes apart."
                    value={startAt}
                    zone={zone}
                    onChange={setStartAt}
                    validationMessage={tooSoon ? CAMPAIGN_MESSAGES.startTooSoon : null}
                  />
                ) : null}
              </DialogContent>
              <DialogActions>
                {current.choosingWindow ? (
                  <Button
                    appearance="primary"
                    disabled={busy || tooSoon}
                    onClick={() => controller.resume({ mode: "reschedule", startAt })}
                  >
                    Move posts and resume
                  </Button>
                ) : (
                  <>
                    <Button onClick={() => controller.setFlow({ ...flow, current: { ...current, choosingWindow: true } })}>
                      {CAMPAIGN_MESSAGES.letMeMove}
                    </Button>
                    <Button appearance="primary" disabled={busy} onClick={() => controller.resume({ mode: "ignore" })}>
                      {CAMPAIGN_MESSAGES.ignoreAndResume}
                    </Button>
                  </>
                )}
              </DialogActions>
            </>
          ) : null}
          {current.step === "linking" ? (
            <>
              <DialogTitle>Link your platforms</DialogTitle>
              <DialogContent id="activation-message">
                <Body1 block>{current.message}</Body1>
                <ul>
                  {current.platforms.map((platform) => (
                    <li key={platform}>{platformName(platform)}</li>
                  ))}
                </ul>
              </DialogContent>
              <DialogActions>
                <Button onClick={close}>Close</Button>
                <Button
                  appearance="primary"
                  onClick={() => {
                    close();
                    void navigate(platformsPath(product, { highlight: current.platforms }));
                  }}
                >
                  Link
                </Button>
              </DialogActions>
            </>
          ) : null}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

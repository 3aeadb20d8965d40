import { regexFeature } from "../feature";

/** Appeals to unnamed authority: "studies show", "research suggests", "experts say", "it is widely known". */

const WHO =
  "studies|research|researchers|experts|scientists|doctors|physicians|surveys|polls|statistics|data|evidence|economists|" +
  "analysts|specialists|psychologists|nutritionists|scholars|historians|reports|science|professionals|authorities";
const VERB =
  "show|shows|shown|showed|suggest|suggests|suggested|indicate|indicates|indicated|prove|proves|proved|proven|say|says|said|" +
  "agree|agrees|agreed|confirm|confirms|confirmed|find|finds|found|reveal|reveals|revealed|demonstrate|demonstrates|demonstrated|" +
  "recommend|recommends|recommended|believe|believes|claim|claims|estimate|estimates|warn|warns|tell\\s+us|point\\s+to";

export const vagueAuthority = regexFeature(
  "vague-authority",
  "Unnamed source",
  new RegExp(
    [
      String.raw`\b(?:(?:many|some|several|numerous|recent|new|multiple|countless|most|leading|top)\s+)?(?:${WHO})\s+(?:(?:have|has|had)\s+(?:long\s+)?)?(?:consistently\s+|repeatedly\s+|now\s+|also\s+)?(?:${VERB})\b`,
      String.raw`\bit\s+(?:is|has\s+been)\s+(?:widely|well|generally|commonly|scientifically|clinically)\s+(?:known|accepted|believed|recognized|recognised|established|proven|shown)\b`,
      String.raw`\bit\s+has\s+been\s+(?:shown|proven|proved|found|demonstrated)\b`,
      String.raw`\b(?:a|one|another)\s+(?:recent\s+|new\s+|large\s+|major\s+)?(?:study|survey|report|poll|paper|analysis)\s+(?:found|finds|shows|showed|suggests|suggested|revealed|reveals|concluded)\b`,
      String.raw`\baccording\s+to\s+(?:many\s+|some\s+|most\s+|recent\s+|various\s+)?(?:studies|research|experts|scientists|sources|reports|estimates|surveys)\b`,
      String.raw`\b(?:science|research)\s+(?:has\s+)?proves?\b`,
    ].join("|"),
    "i",
  ),
);

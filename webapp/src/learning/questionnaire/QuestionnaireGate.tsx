import { useState } from "react";
import { useSearchParams } from "react-router";
import { useJourney } from "../use-learning";
import { QuestionnaireDialog } from "./QuestionnaireDialog";

/** Set for the session once the learner chose "Later", so the questionnaire does not come back on every screen. */
export const QUESTIONNAIRE_LATER_KEY = "wordloom.learning.questionnaireLater";

/**
 * Shows the onboarding questionnaire to a learner who has not answered it yet, on their first
 * visit to the learning area (the timeline or the exercises screen), and whenever the route asks
 * (`?questionnaire=1`, the timeline's "Change my goals").
 */
export const QuestionnaireGate = () => {
  const journey = useJourney();
  const [search, setSearch] = useSearchParams();
  const asked = search.get("questionnaire") === "1";
  const [later, setLater] = useState(() => sessionStorage.getItem(QUESTIONNAIRE_LATER_KEY) === "1");
  const unanswered = journey.data ? !journey.data.questionnaireAnswered : false;
  const open = asked || (unanswered && !later);
  const close = () => {
    if (asked) {
      const next = new URLSearchParams(search);
      next.delete("questionnaire");
      setSearch(next, { replace: true });
    }
    if (unanswered) {
      sessionStorage.setItem(QUESTIONNAIRE_LATER_KEY, "1");
    }
    setLater(true);
  };
  return <QuestionnaireDialog open={open} onClose={close} />;
};

/** A 100-word paragraph of ordinary prose, used by the Refine end-to-end test and the speed script. */
export const REFINE_SAMPLE_BLOCK = {
  id: "sample",
  text:
    "On Monday morning the team walked slowly into the meeting room. The manager said loudly that the company had made a decision " +
    "about the new project. She gave an explanation of the plan and asked everyone to think carefully about the risks. " +
    "Some people looked at the report quickly, while others wrote notes in their books. After an hour, the group reached a " +
    "conclusion and agreed to start the work next week. Later, two engineers ran quickly to the station because the train " +
    "was late. The old city was busy, but the small garden behind the office stayed very quiet.",
} as const;

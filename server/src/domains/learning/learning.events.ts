/** Events of the learning domain (see events/domain-events.ts). */
declare module "../../events/domain-events" {
  interface DomainEvents {
    "learning.submitted": { userId: string; submissionId: string; exerciseTypeId: string };
    "learning.evaluated": { userId: string; submissionId: string; exerciseTypeSlug: string; passed: boolean; score: number };
    "learning.evaluation_failed": { userId: string; submissionId: string };
    "learning.hint_used": { userId: string; submissionId: string };
    "learning.questionnaire_answered": { userId: string };
  }
}

export {};

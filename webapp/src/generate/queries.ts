/** Generation's query keys: the AI provider's status. */
export const generateKeys = {
  aiStatus: ["ai-status"] as const,
};

/**
 * What publishing tells the user (spec document 2 §4, §5, §8; the texts the spec shows are kept
 * as written). No schema here: the web app's first screens may import it.
 */
export const PUBLISHING_MESSAGES = {
  confirmMakePublic: "Your document is in private mode do you want to make it public?",
  madePublic: "This document is public now",
  /** Wordloom's text (the spec shows none for making a document private). */
  madePrivate: "This document is private now",
  /** SCREEN_NAME_REQUIRED: the client sends the user to app/profile. */
  needsScreenName: "Please add a screen name in order to publish your first document!",
  collaborativeVisibility: "This is a collaborative document and, therefore, cannot be made public or private.",
  collaborativeDelete: "This is a collaborative document and, therefore, cannot be deleted.",
  /** Wordloom's text in the spec's pattern (§4: a collaborative document cannot be shared). */
  collaborativeShare: "This is a collaborative document and, therefore, cannot be shared.",
  publicDelete: "This is a public document and, therefore, cannot be deleted.",
  publicCollaboration: "Document is in public mode! Collaboration Not supported.",
  /** Sharing needs the public state (spec §4), with a reminder to set category and image (Wordloom's wording). */
  shareNeedsPublic: "Make this document public before sharing it. Remember to set its category and cover image.",
  linkCopied: "document link is copied to clipboard",
  emailCopied: "HTML Content copied. Now paste ( ctrl + v) in your email client and send.",
  gifTooLarge: "Max allowed Size for gif is 2MB",
  fileTooLarge: "Max size after compression exceeded 2MB",
  cantUpload: "Cant upload this image",
  cantCompress: "Cant compress this image",
  /** Wordloom's texts. */
  signInToInteract: "Sign in to like, comment, bookmark or follow.",
  commentTooFast: "You are commenting too fast. Please wait a minute and try again.",
  cannotFollowYourself: "You cannot follow yourself.",
  notFound: "This document is not public or does not exist.",
  authorNotFound: "Author not found.",
  commentNotFound: "Comment not found.",
  repliesOneLevel: "Replies can only be made to top-level comments.",
} as const;

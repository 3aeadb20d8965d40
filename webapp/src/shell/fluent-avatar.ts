/** Fluent's Avatar alone, for a dynamic import (deferred-parts.tsx): importing the barrel would load all of Fluent. */
export { Avatar } from "@fluentui/react-components";

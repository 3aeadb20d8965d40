/** Fluent's Tooltip alone, for a dynamic import (deferred-parts.tsx): importing the barrel would load all of Fluent. */
export { Tooltip } from "@fluentui/react-components";

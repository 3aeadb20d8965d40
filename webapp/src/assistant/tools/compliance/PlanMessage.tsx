import { Link, MessageBar, MessageBarBody } from "@fluentui/react-components";
import type { User } from "@wordloom/shared/model";
import { BOOK_DEMO_URL, MESSAGES } from "../../messages";

/**
 * Spec document 3 §6: without the entitlement, individual accounts see "Enterprise only feature"
 * with a link to book a demo; corporate accounts the organisation-admin message.
 */
export const PlanMessage = ({ accountType }: Pick<User, "accountType">) => (
  <MessageBar intent="error" role="alert">
    <MessageBarBody>
      {accountType === "corporate" ? (
        MESSAGES.planRequired
      ) : (
        <>
          {MESSAGES.enterpriseOnly}. <Link href={BOOK_DEMO_URL}>Book a demo</Link>
        </>
      )}
    </MessageBarBody>
  </MessageBar>
);

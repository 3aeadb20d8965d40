import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from "@fluentui/react-components";
import { PremiumRegular } from "@fluentui/react-icons";
import { ERROR_MESSAGES } from "@wordloom/shared/api";
import { featureLabel } from "./feature-labels";
import { limitPrompt, useLimitPrompt } from "./limit-prompt-store";

/** The upgrade prompt every 403 FEATURE_LIMIT opens (one instance, in the app frame). */
export const LimitPrompt = () => {
  const feature = useLimitPrompt();
  return (
    <Dialog open={feature !== null} onOpenChange={(_event, data) => (data.open ? undefined : limitPrompt.close())}>
      <DialogSurface aria-describedby="limit-prompt-message">
        <DialogBody>
          <DialogTitle>
            <PremiumRegular aria-hidden style={{ verticalAlign: "middle", marginRight: 8, color: "#c19c00" }} />
            {feature ? `${featureLabel(feature)} limit reached` : "Limit reached"}
          </DialogTitle>
          <DialogContent id="limit-prompt-message">{ERROR_MESSAGES.FEATURE_LIMIT}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => limitPrompt.close()}>
              Not now
            </Button>
            <Button appearance="primary" as="a" href="/#contact-us" onClick={() => limitPrompt.close()}>
              Upgrade
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};

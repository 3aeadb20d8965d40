import { Button, Toast, ToastBody, Toaster, ToastTitle, ToastTrigger, useToastController } from "@fluentui/react-components";
import { useEffect } from "react";
import { TOASTER_ID, toastQueue, type ToastRequest } from "./toasts";

const renderToast = ({ message, body, action }: ToastRequest) => (
  <Toast>
    <ToastTitle
      action={
        action ? (
          <ToastTrigger>
            <Button appearance="primary" size="small" onClick={action.onClick}>
              {action.label}
            </Button>
          </ToastTrigger>
        ) : undefined
      }
    >
      {message}
    </ToastTitle>
    {body ? <ToastBody>{body}</ToastBody> : null}
  </Toast>
);

/** Shows the queued toasts, then each new one, as they are asked for (after the Toaster listens). */
const ToastDispatcher = () => {
  const { dispatchToast } = useToastController(TOASTER_ID);
  useEffect(() => {
    const flush = () => {
      for (const request of toastQueue.take()) {
        dispatchToast(renderToast(request), {
          intent: request.intent,
          ...(request.timeout === undefined ? {} : { timeout: request.timeout }),
        });
      }
    };
    flush();
    return toastQueue.subscribe(flush);
  }, [dispatchToast]);
  return null;
};

/** Fluent's Toaster for the whole app, loaded with the first toast (ui/AppToaster.tsx). */
export const ToasterHost = () => (
  <>
    <Toaster toasterId={TOASTER_ID} position="top-end" />
    <ToastDispatcher />
  </>
);

import { Body1, Title2 } from "@fluentui/react-components";
import { Suspense } from "react";
import { Link, useParams } from "react-router";
import { useSession } from "../api/session";
import { appPath } from "../shell/paths";
import { lazyComponent } from "../ui/lazy-route";
import { Loading } from "../ui/Loading";
import { isCreatePaneId, type CreatePaneId } from "./create-panes";
import { BlogPane } from "./panes/BlogPane";
import { EmailsPane } from "./panes/EmailsPane";
import { FreeTextPane } from "./panes/FreeTextPane";
import { PitchPane } from "./panes/PitchPane";
import { SocialPostPane } from "./panes/SocialPostPane";
import { TemplatesPane } from "./templates/TemplatesPane";
import { VoiceCreatePane } from "./voice/VoiceCreatePane";

/** Writing Exercises (the learning feature's pane) loads with its first opening. */
const writingExercises = lazyComponent(
  () => import("../learning/public/WritingExercisesPane"),
  (module) => module.WritingExercisesPane,
);

/**
 * One creation pane by id, self-contained (brand voice selector, status, form, output, Load To
 * Editor): what the editor's pane area mounts, and what the create route shows on its own.
 */
export const CreatePaneView = ({ id }: { id: CreatePaneId }) => {
  switch (id) {
    case "social-post":
      return <SocialPostPane />;
    case "blog":
      return <BlogPane />;
    case "promotional-pitch":
      return <PitchPane />;
    case "memoir":
    case "messages":
    case "message-craft":
      return <FreeTextPane key={id} pane={id} />;
    case "emails-leader":
      return <EmailsPane key={id} initialRole="leader" />;
    case "emails-subordinate":
      return <EmailsPane key={id} initialRole="subordinate" />;
    case "voice":
      return <VoiceCreatePane />;
    case "memoir-templates":
    case "message-templates":
    case "email-templates-leader":
    case "email-templates-subordinate":
      return <TemplatesPane key={id} pane={id} />;
    case "writing-exercises":
      return (
        <Suspense fallback={<Loading label="Loading writing exercises" />}>
          <writingExercises.Component />
        </Suspense>
      );
  }
};

/**
 * Route `/:product/app/create/:kind`: one creation pane on its own page, where the Create menu
 * leads. The editor's assistant pane (Create mode) and the Word add-in's frame host the same panes
 * through panel/CreatePanel.tsx.
 */
export const CreatePage = () => {
  const { kind } = useParams();
  const session = useSession();
  if (!isCreatePaneId(kind)) {
    return (
      <section aria-labelledby="create-missing" style={{ display: "grid", gap: 8, placeItems: "center", minHeight: "40vh" }}>
        <Title2 block as="h2" id="create-missing">
          Nothing to create here
        </Title2>
        <Body1>
          Pick something from the Create menu, or go back to{" "}
          <Link to={appPath(session?.user.selectedProduct ?? "writing")}>your documents</Link>.
        </Body1>
      </section>
    );
  }
  return <CreatePaneView id={kind} />;
};

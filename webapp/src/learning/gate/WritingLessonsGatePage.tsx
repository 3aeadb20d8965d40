import { Body1, Button, makeStyles, Title2, tokens } from "@fluentui/react-components";
import { HatGraduationRegular } from "@fluentui/react-icons";
import { useNavigate, useParams } from "react-router";
import { isProduct } from "@wordloom/shared/rules";
import { appPath } from "../../shell/paths";
import { timelinePath } from "../paths";

const useStyles = makeStyles({
  root: {
    display: "grid",
    gap: "14px",
    justifyItems: "center",
    textAlign: "center",
    maxWidth: "560px",
    margin: "48px auto",
    padding: "32px",
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
  icon: { fontSize: "48px", color: tokens.colorBrandForeground1 },
  actions: { display: "flex", gap: "8px", flexWrap: "wrap", justifyContent: "center" },
});

/**
 * The writing lessons gate (spec document 3 §2, §6): where the player sends the learner when the
 * server answers 403 for the writing lessons feature (the plan's writing lessons are used up or not
 * included).
 */
export const WritingLessonsGatePage = () => {
  const styles = useStyles();
  const params = useParams();
  const product = isProduct(params.product) ? params.product : "writing";
  const navigate = useNavigate();
  return (
    <section className={styles.root} aria-labelledby="gate-title">
      <HatGraduationRegular className={styles.icon} aria-hidden />
      <Title2 as="h1" id="gate-title">
        Writing lessons
      </Title2>
      <Body1>
        Your plan has no writing lessons left. Upgrade to keep practising with timed exercises and their evaluation; your path and your
        earlier results stay here.
      </Body1>
      <div className={styles.actions}>
        <Button appearance="primary" as="a" href="/#contact-us">
          Upgrade
        </Button>
        <Button onClick={() => void navigate(appPath(product, "account"))}>Feature usage</Button>
        <Button appearance="subtle" onClick={() => void navigate(timelinePath(product))}>
          Your path
        </Button>
      </div>
    </section>
  );
};

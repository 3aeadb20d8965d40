import { Body1, Caption1, Divider, makeStyles, Title2 } from "@fluentui/react-components";
import { useSession } from "../api/session";
import { ProfileForm } from "./ProfileForm";
import { ProfilePicture } from "./ProfilePicture";

const useStyles = makeStyles({
  root: { display: "grid", gap: "20px", maxWidth: "720px" },
  header: { display: "grid", gap: "4px" },
  heading: { margin: 0 },
});

/** app/profile: picture, names, about and the screen name (spec document 1 §2-3). */
export const ProfilePage = () => {
  const styles = useStyles();
  const session = useSession();
  if (!session) {
    return null;
  }
  const { user } = session;
  return (
    <section className={styles.root} aria-labelledby="profile-heading">
      <div className={styles.header}>
        <Title2 as="h2" id="profile-heading" className={styles.heading}>
          Profile
        </Title2>
        <Body1>
          Signed in as <strong>{user.email}</strong>
        </Body1>
        <Caption1>Your name, picture and screen name appear on your public posts.</Caption1>
      </div>
      <ProfilePicture user={user} />
      <Divider />
      <ProfileForm key={user.id} user={user} />
    </section>
  );
};

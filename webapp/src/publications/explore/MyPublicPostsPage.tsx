import { PostListScreen } from "./PostListScreen";

/** app/publications/mine: the signed-in user's public documents (spec document 1 §2, My Public Posts). */
const MyPublicPostsPage = () => <PostListScreen kind="mine" />;
export default MyPublicPostsPage;

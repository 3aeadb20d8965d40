import { PostListScreen } from "./PostListScreen";

/** app/publications/recommended: posts of followed authors and liked categories, then trending (spec document 1 §2). */
const RecommendedPage = () => <PostListScreen kind="recommended" />;
export default RecommendedPage;

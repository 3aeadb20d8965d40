import { PostListScreen } from "./PostListScreen";

/** app/publications/trending: trending public posts (spec document 1 §2). */
const TrendingPage = () => <PostListScreen kind="trending" />;
export default TrendingPage;

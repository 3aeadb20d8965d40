import { Button } from "@fluentui/react-components";
import { BookmarkOffRegular } from "@fluentui/react-icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";
import { errorMessage } from "../../api/errors";
import { useNotify } from "../../ui/toasts";
import { publicationKeys } from "../queries";
import { PostListScreen } from "./PostListScreen";

/** app/saved (and /saved): the reader's bookmarked public posts, Read Later in the proof variant (spec document 1 §2). */
const SavedPage = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const remove = useMutation({
    mutationFn: (id: string) => api.unbookmarkDocument({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicationKeys.list("saved") }),
    onError: (error) => notify(errorMessage(error), "error"),
  });
  return (
    <PostListScreen
      kind="saved"
      cardActions={(post) => (
        <Button
          size="small"
          icon={<BookmarkOffRegular />}
          disabled={remove.isPending && remove.variables === post.id}
          onClick={() => remove.mutate(post.id)}
          aria-label={`Remove ${post.title} from saved`}
        >
          Remove
        </Button>
      )}
    />
  );
};
export default SavedPage;

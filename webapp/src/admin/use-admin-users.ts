import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminApi } from "./admin-client";
import { adminKeys } from "./queries";

/** Users per page on /admin/users. */
export const ADMIN_USERS_PAGE_SIZE = 20;

/** One page of users, newest first, filtered by e-mail, name or handle; the last page stays shown while the next loads. */
export const useAdminUsers = ({ page, q }: { page: number; q: string }) =>
  useQuery({
    queryKey: adminKeys.usersPage(page, q),
    queryFn: ({ signal }) => adminApi.adminListUsers({ query: { page, limit: ADMIN_USERS_PAGE_SIZE, q: q || undefined } }, { signal }),
    placeholderData: keepPreviousData,
  });

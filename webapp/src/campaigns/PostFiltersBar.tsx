import { Field, Select, makeStyles } from "@fluentui/react-components";
import { POST_STATUSES, type PostStatus } from "@wordloom/shared/model";
import { POST_TYPE_KEYS, POST_TYPES, PUBLISHING_PLATFORMS, type PostTypeKey, type PublishingPlatformId } from "@wordloom/shared/rules";
import { platformLabel, POST_STATUS_LABELS } from "./display";
import type { PostFilters } from "./use-campaigns";

const useStyles = makeStyles({ root: { display: "flex", gap: "8px", flexWrap: "wrap", alignItems: "end" } });

/** The post list's filters (spec 4 §2): post type, platform and status. */
export const PostFiltersBar = ({ filters, onChange }: { filters: PostFilters; onChange: (filters: PostFilters) => void }) => {
  const styles = useStyles();
  const pick = <Value extends string>(value: string) => (value === "" ? undefined : (value as Value));
  return (
    <div className={styles.root} role="group" aria-label="Filter posts">
      <Field label="Post type">
        <Select value={filters.type ?? ""} onChange={(_event, data) => onChange({ ...filters, type: pick<PostTypeKey>(data.value) })}>
          <option value="">All types</option>
          {POST_TYPE_KEYS.map((key) => (
            <option key={key} value={key}>
              {POST_TYPES[key].displayName}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Platform">
        <Select
          value={filters.platform ?? ""}
          onChange={(_event, data) => onChange({ ...filters, platform: pick<PublishingPlatformId>(data.value) })}
        >
          <option value="">All platforms</option>
          {PUBLISHING_PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {platformLabel(platform)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Status">
        <Select value={filters.status ?? ""} onChange={(_event, data) => onChange({ ...filters, status: pick<PostStatus>(data.value) })}>
          <option value="">All statuses</option>
          {POST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {POST_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
};

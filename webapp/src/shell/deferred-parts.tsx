import type { AvatarProps, TooltipProps } from "@fluentui/react-components";
import { useEffect, useState, type ComponentType, type ReactElement } from "react";

interface Deferred<Part> {
  /** The part once its chunk is loaded, else undefined (and the load starts). */
  use: () => Part | undefined;
}

/**
 * A piece of Fluent the frame shows but its first paint can do without, loaded in its own chunk
 * once something renders it: until then a stand-in shows (same size, same names for assistive tech).
 */
const deferred = <Part,>(load: () => Promise<Part>): Deferred<Part> => {
  let part: Part | undefined;
  let loading: Promise<Part> | undefined;
  return {
    use: () => {
      const [loaded, setLoaded] = useState(part);
      useEffect(() => {
        if (loaded) {
          return;
        }
        let live = true;
        loading ??= load().then((value) => (part = value));
        loading.then((value) => live && setLoaded(() => value)).catch(() => undefined);
        return () => {
          live = false;
        };
      }, [loaded]);
      return loaded;
    },
  };
};

const tooltip = deferred<ComponentType<TooltipProps>>(() => import("./fluent-tooltip").then((module) => module.Tooltip));
const avatar = deferred<ComponentType<AvatarProps>>(() => import("./fluent-avatar").then((module) => module.Avatar));

/** A label tooltip for a collapsed sidebar row; the row alone until Fluent's Tooltip has loaded. */
export const DeferredTooltip = ({ content, children }: { content: string; children: ReactElement }) => {
  const Tooltip = tooltip.use();
  return Tooltip ? (
    <Tooltip content={content} relationship="label" positioning="after">
      {children}
    </Tooltip>
  ) : (
    children
  );
};

/** Fluent's Avatar, after a same-sized circle while its chunk loads. */
export const DeferredAvatar = ({ name, src, size }: { name: string; src: string | null | undefined; size: 32 }) => {
  const Avatar = avatar.use();
  return Avatar ? (
    <Avatar name={name} image={src ? { src } : undefined} size={size} />
  ) : (
    <span role="img" aria-label={name} style={{ display: "inline-block", width: size, height: size, borderRadius: "50%", flexShrink: 0 }} />
  );
};

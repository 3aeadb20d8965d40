import { cropQuery } from "./cover-rules";

/** The upload's query: the crop area, or nothing for Upload full. */
export const coverQuery = (area: { x: number; y: number; width: number; height: number } | null) => (area ? cropQuery(area) : {});

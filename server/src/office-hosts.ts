/**
 * The origins that may frame the Word add-in's pages (the task pane and the web app's
 * /:product/app/msword inside it): Word on the web, whose top-level page is served from Office's,
 * OneDrive's or SharePoint's hosts. The list follows Microsoft's published endpoints for "Microsoft
 * 365 Common and Office Online" and "SharePoint Online and OneDrive"
 * (https://learn.microsoft.com/microsoft-365/enterprise/urls-and-ip-address-ranges) and the move of
 * Microsoft 365 apps to cloud.microsoft
 * (https://learn.microsoft.com/microsoft-365/enterprise/cloud-microsoft-domain). Which of them a
 * given tenant's Word on the web uses is not something this server can know, so the default is the
 * whole list; ADDIN_FRAME_ANCESTORS narrows it (config.ts), e.g. to `https://contoso.sharepoint.com`
 * plus `https://*.officeapps.live.com`. Every other page may be framed only by this server itself.
 */
export const OFFICE_FRAME_ANCESTORS: readonly string[] = [
  "https://*.officeapps.live.com",
  "https://*.office.com",
  "https://*.office365.com",
  "https://*.microsoft365.com",
  "https://*.cloud.microsoft",
  "https://*.sharepoint.com",
  "https://onedrive.live.com",
];

const SOURCE = /^https:\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)+)$/;

/**
 * Whether a frame-ancestors source narrows the Office list: one of its entries, or a host (or
 * wildcard) under one of its wildcards (`https://contoso.sharepoint.com` under `https://*.sharepoint.com`).
 */
export const narrowsOfficeFrameAncestors = (source: string): boolean => {
  const match = SOURCE.exec(source);
  if (!match) {
    return false;
  }
  const host = match[2] ?? "";
  return OFFICE_FRAME_ANCESTORS.some((allowed) => {
    if (allowed === source) {
      return true;
    }
    const wildcard = SOURCE.exec(allowed);
    return wildcard?.[1] !== undefined && host.endsWith(`.${wildcard[2] ?? ""}`);
  });
};

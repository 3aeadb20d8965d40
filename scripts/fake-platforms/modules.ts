// Every platform the fake server speaks; each module answers for its real hosts. Where two share a
// host (Instagram and Facebook on graph.facebook.com), the first that accepts a call answers it.
import type { FakePlatformModule } from "./fake-platform";
import { fakeCanva } from "./canva";
import { fakeFacebook } from "./facebook";
import { fakeGmail } from "./gmail";
import { fakeInstagram } from "./instagram";
import { fakeLinkedin } from "./linkedin";
import { fakeMedium } from "./medium";
import { fakePexels } from "./pexels";
import { fakeX } from "./x";
import { fakeYoutube } from "./youtube";

export const fakePlatformModules: FakePlatformModule[] = [
  fakeX,
  fakeInstagram,
  fakeFacebook,
  fakeLinkedin,
  fakeGmail,
  fakeYoutube,
  fakeCanva,
  fakeMedium,
  fakePexels,
];

// `npm run addin:certs [-- --days 30] [--force] [--install]`: creates the development CA and the
// localhost certificate with office-addin-dev-certs, offline, in its default folder
// (~/.office-addin-dev-certs, where `HTTPS=dev npm start` and Microsoft's add-in tools look).
// Existing certificates valid for another day are kept unless --force. Nothing is added to the
// system trust store unless --install is given (refused in CI, and on Linux unless root); otherwise
// it prints how to trust the CA by hand.
import { chmodSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { caCertificatePath, certificateDirectory, localhostCertificatePath, localhostKeyPath } from "office-addin-dev-certs/lib/defaults";
import { generateCertificates, installCaCertificate } from "office-addin-dev-certs";
import { certificateStatus, DEV_CERTIFICATE_HOSTS, installRefusal, trustInstructions } from "./dev-certificates";

const { values } = parseArgs({
  options: {
    days: { type: "string", default: "30" },
    force: { type: "boolean", default: false },
    install: { type: "boolean", default: false },
  },
});

const main = async (): Promise<number> => {
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 825) {
    console.error(`--days ${values.days}: give a whole number of days between 1 and 825`);
    return 2;
  }
  const status = certificateStatus(localhostCertificatePath);
  if (status.state === "valid" && !values.force) {
    console.log(
      `Development certificates already in ${certificateDirectory}, valid until ${status.validTo.toISOString()} (--force makes new ones).`,
    );
  } else {
    // office-addin-dev-certs never overwrites: clear the old set first (a new CA must be trusted again).
    for (const file of [caCertificatePath, localhostCertificatePath, localhostKeyPath]) {
      rmSync(file, { force: true });
    }
    await generateCertificates(caCertificatePath, localhostCertificatePath, localhostKeyPath, days, DEV_CERTIFICATE_HOSTS);
    chmodSync(localhostKeyPath, 0o600);
    console.log(
      `CA:          ${caCertificatePath}\nCertificate: ${localhostCertificatePath}\nKey:         ${localhostKeyPath}\nValid for ${days} days.`,
    );
  }

  const refusal = values.install ? installRefusal(process.env, process.platform, process.getuid?.()) : undefined;
  if (values.install && !refusal) {
    await installCaCertificate(caCertificatePath);
  } else {
    console.log(`\n${refusal ?? "Not added to the system trust store."} To trust the development CA on this machine:`);
    trustInstructions(process.platform, caCertificatePath).forEach((line) => console.log(`  ${line}`));
    console.log(`  (or: npm run addin:certs -- --install)`);
  }
  console.log(`\nThen serve over HTTPS: HTTPS=dev npm start  ->  https://localhost:3000/addin/taskpane.html`);
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

import { describe, expect, it } from "vitest";
import { checkLegal } from "../check";

const hits = (text: string) =>
  checkLegal([{ id: "b", text }])
    .filter((finding) => finding.ruleId === "shall")
    .map((finding) => [finding.originalText, finding.correctedText]);

describe("shall used for non-obligations", () => {
  it("turns events and statements about the document into the present tense", () => {
    expect(hits("This Agreement shall commence on 1 May 2025.")).toEqual([["shall commence", "begins"]]);
    expect(hits("This Agreement shall terminate on 30 April 2026.")).toEqual([["shall terminate", "ends"]]);
    expect(hits("This Agreement shall be governed by the laws of England.")).toEqual([["shall be", "is"]]);
    expect(hits("The Lease shall be null and void if rent is unpaid.")).toEqual([["shall be", "is"]]);
    expect(hits("These terms shall apply to all orders.")).toEqual([["shall apply", "apply"]]);
    expect(hits("The Term shall not automatically renew.")).toEqual([["shall not automatically renew", "does not automatically renew"]]);
    expect(hits("Clause 9 shall survive termination.")).toEqual([["shall survive", "survives"]]);
    expect(hits("This Agreement shall take effect on signature.")).toEqual([["shall take effect", "takes effect"]]);
  });

  it("rewrites deeming, rights and definitions", () => {
    expect(hits("Any notice shall be deemed received two days after posting.")).toEqual([["shall be deemed", "is deemed"]]);
    expect(hits("All notices shall be deemed received on delivery.")).toEqual([["shall be deemed", "are deemed"]]);
    expect(hits("The Tenant shall be entitled to sublet the flat.")).toEqual([["shall be entitled to", "may"]]);
    expect(hits("The Tenant shall be entitled to compensation.")).toEqual([["shall be entitled to", "is entitled to"]]);
    expect(hits("The Landlord shall have the right to enter the Premises.")).toEqual([["shall have the right to", "may"]]);
    expect(hits("The Seller shall not be required to deliver on Sundays.")).toEqual([["shall not be required to", "need not"]]);
    expect(hits("“Premises” shall mean the flat at 10 High Street.")).toEqual([["shall mean", "means"]]);
    expect(hits('"Services" shall include support and maintenance.')).toEqual([["shall include", "includes"]]);
    expect(hits("SUCH NOTICE SHALL BE DEEMED GIVEN.")).toEqual([["SHALL BE DEEMED", "IS DEEMED"]]);
  });

  it("leaves real obligations alone, including passive ones", () => {
    expect(hits("The Tenant shall pay the rent on the first day of each month.")).toEqual([]);
    expect(hits("Notice shall be given in writing.")).toEqual([]);
    expect(hits("Payment shall be made within 30 days.")).toEqual([]);
    expect(hits("The Supplier shall terminate any subcontract on request.")).toEqual([]);
    expect(hits("The Tenant shall include the receipt with each claim.")).toEqual([]);
  });

  it("flags but does not guess when the subject's number is unknown", () => {
    expect(hits("The goods, which shall be deemed accepted after 7 days, are shipped.")).toEqual([["shall be deemed", null]]);
  });
});

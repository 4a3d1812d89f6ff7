/**
 * How the pages carry the payer (`plan`, `referral=1` in the URL, links that keep it) and the plan
 * search of "How are you paying?" (any name, English or Arabic, in any written form).
 */
import { describe, expect, it } from "vitest";
import { pathWithPayer, payerFromParams, withPayer } from "../../src/lib/payer";
import { foldSearchText, planFilter, planOptions, SELF_PAY } from "../../src/components/payer/planOptions";

describe("the payer in the URL", () => {
  it("reads a plan and the referral, and nothing else as a plan", () => {
    expect(payerFromParams(new URLSearchParams("plan=corvane-essential&referral=1"))).toEqual({
      planSlug: "corvane-essential",
      referral: true,
    });
    expect(payerFromParams(new URLSearchParams("plan=Corvane-Essential"))).toEqual({
      planSlug: "corvane-essential",
      referral: false,
    });
    for (const query of ["", "plan=", "plan=a b", "plan=-x", `plan=${"a".repeat(101)}`, "referral=1"]) {
      expect(payerFromParams(new URLSearchParams(query))).toBeNull();
    }
  });

  it("writes the plan beside the other parameters, and self-pay removes it", () => {
    const params = new URLSearchParams("tests=a,b&plan=old&referral=1&home=1");
    expect(withPayer(params, { planSlug: "mirabay-direct", referral: false }).toString()).toBe(
      "tests=a%2Cb&home=1&plan=mirabay-direct",
    );
    expect(withPayer(params, null).toString()).toBe("tests=a%2Cb&home=1");
  });

  it("keeps the payer on a link the page writes", () => {
    const payer = { planSlug: "corvane-essential", referral: true };
    expect(pathWithPayer("/book/t1?lab=l1&tests=t2,t3", payer)).toBe(
      "/book/t1?lab=l1&tests=t2,t3&plan=corvane-essential&referral=1",
    );
    expect(pathWithPayer("/book/t1", payer)).toBe("/book/t1?plan=corvane-essential&referral=1");
    expect(pathWithPayer("/book/t1?lab=l1", null)).toBe("/book/t1?lab=l1");
  });
});

describe("the plan search", () => {
  const plans = [
    {
      slug: "corvane-essential",
      name: "Essential",
      nameAr: "الأساسية",
      insurerName: "Corvane Health",
      insurerNameAr: "كورفان للصحة",
    },
    {
      slug: "corvane-premier",
      name: "Premier",
      nameAr: "المميزة",
      insurerName: "Corvane Health",
      insurerNameAr: "كورفان للصحة",
    },
    { slug: "halcyra-gold", name: "Gold", nameAr: null, insurerName: "Halcyra Health", insurerNameAr: null },
  ];

  it("folds case, Arabic diacritics and letter forms", () => {
    expect(foldSearchText("Corvane  HEALTH")).toBe("corvane health");
    expect(foldSearchText("الأساسيّة")).toBe(foldSearchText("الاساسيه"));
    expect(foldSearchText("مُستشفى")).toBe("مستشفي");
  });

  it("groups the plans by insurer after self-pay, in the page's language", () => {
    const { groups } = planOptions(plans, "ar", "الدفع الذاتي");
    expect(groups[0]).toEqual({ value: SELF_PAY, label: "الدفع الذاتي" });
    expect(groups.slice(1)).toEqual([
      {
        group: "كورفان للصحة",
        items: [
          { value: "corvane-essential", label: "كورفان للصحة – الأساسية" },
          { value: "corvane-premier", label: "كورفان للصحة – المميزة" },
        ],
      },
      // No Arabic names: the English ones.
      { group: "Halcyra Health", items: [{ value: "halcyra-gold", label: "Halcyra Health – Gold" }] },
    ]);
  });

  it("finds a plan by any of its names in either language, every word typed", () => {
    const { groups, keys } = planOptions(plans, "en", "Self-pay");
    const found = (search: string) =>
      planFilter(keys)({ options: groups, search, limit: 100 }).flatMap((o) =>
        "group" in o ? o.items.map((i) => i.value) : [o.value],
      );
    expect(found("corvane essential")).toEqual([SELF_PAY, "corvane-essential"]);
    expect(found("كورفان الاساسية")).toEqual([SELF_PAY, "corvane-essential"]);
    expect(found("gold")).toEqual([SELF_PAY, "halcyra-gold"]);
    expect(found("health")).toEqual([SELF_PAY, "corvane-essential", "corvane-premier", "halcyra-gold"]);
    expect(found("platinum")).toEqual([SELF_PAY]);
  });
});

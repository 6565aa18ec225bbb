import { describe, expect, it } from "vitest";
import { parseInputSandbox } from "./parse-input-sandbox.server.ts";

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return parseInputSandbox(form);
}

const valid = {
  name: "Hina",
  email: "hina@example.pf",
  category: "solar",
  quantity: "3",
  password: "secret1",
  message: "Bonjour",
};

describe("parseInputSandbox", () => {
  it("returns the parsed values, numbers as numbers, and only the password's length", () => {
    const response = post(valid);
    expect(response.init?.status ?? 200).toBe(200);
    expect(response.data.values).toEqual({
      name: "Hina",
      email: "hina@example.pf",
      phone: null,
      category: "solar",
      quantity: 3,
      message: "Bonjour",
      passwordLength: 7,
    });
    expect(JSON.stringify(response.data)).not.toContain("secret1");
  });

  it("answers 400 with one message per bad field", () => {
    const response = post({
      ...valid,
      name: "",
      email: "pas-un-email",
      category: "boat",
      quantity: "0",
      password: "12345",
    });
    expect(response.init?.status).toBe(400);
    expect(response.data.values).toBeNull();
    expect(response.data.result.error).toMatchObject({
      name: ["forms:errors.fieldRequired"],
      email: ["forms:errors.email"],
      category: ["forms:errors.invalidChoice"],
      quantity: ["editor:sandbox.errors.quantity"],
      password: ["editor:sandbox.errors.passwordMin"],
    });
    expect(JSON.stringify(response.data)).not.toContain("12345");
  });
});

import { describe, expect, it } from "vitest";
import { sha256Hex, signS3Request } from "./s3-signature.server.ts";

// The worked examples of the S3 documentation ("Signature Calculations for the Authorization Header").
const credentials = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};
const when = new Date("2013-05-24T00:00:00Z");

describe("signS3Request", () => {
  it("signs the documentation's GET Object example", () => {
    const headers = signS3Request(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { range: "bytes=0-9" },
        payloadHash: sha256Hex(new Uint8Array()),
      },
      credentials,
      when,
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("signs the documentation's PUT Object example, with an encoded key", () => {
    const body = new TextEncoder().encode("Welcome to Amazon S3.");
    const headers = signS3Request(
      {
        method: "PUT",
        url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
        headers: { date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        payloadHash: sha256Hex(body),
      },
      credentials,
      when,
    );
    expect(headers["x-amz-content-sha256"]).toBe("44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072");
    expect(headers.authorization).toContain(
      "SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, " +
        "Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
    );
  });
});

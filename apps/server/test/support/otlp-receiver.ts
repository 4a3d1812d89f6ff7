/**
 * A minimal OTLP/HTTP trace receiver for tests: POST /v1/traces with a JSON body
 * (OTEL_EXPORTER_OTLP_PROTOCOL=http/json), answered 200 `{}`; the spans it got, flattened.
 */
import { createServer, type Server } from "node:http";

/** One received span, its attributes as plain values. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** "" for a root span. */
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  scope: string;
  attributes: Record<string, unknown>;
  /** The resource's attributes (service.name, …). */
  resource: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** The origin to give as OTEL_EXPORTER_OTLP_ENDPOINT. */
  endpoint: string;
  spans: ReceivedSpan[];
  /** Requests of any other method, path or content type (each "METHOD path content-type"). */
  others: string[];
  close(): Promise<void>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
}
type OtlpAttributes = { key: string; value: OtlpValue }[] | undefined;

interface OtlpTraces {
  resourceSpans: {
    resource?: { attributes?: OtlpAttributes };
    scopeSpans: {
      scope?: { name: string };
      spans: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttributes;
      }[];
    }[];
  }[];
}

function plain(attributes: OtlpAttributes): Record<string, unknown> {
  return Object.fromEntries(
    (attributes ?? []).map(({ key, value }) => [
      key,
      value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue,
    ]),
  );
}

/** Listens on 127.0.0.1 (a free port). Output: the receiver; `close()` stops it. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const others: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (
        req.method !== "POST" ||
        req.url !== "/v1/traces" ||
        req.headers["content-type"] !== "application/json"
      ) {
        others.push(`${req.method} ${req.url} ${req.headers["content-type"]}`);
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpTraces;
      for (const resourceSpans of body.resourceSpans) {
        const resource = plain(resourceSpans.resource?.attributes);
        for (const scopeSpans of resourceSpans.scopeSpans) {
          for (const span of scopeSpans.spans) {
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? "",
              name: span.name,
              kind: span.kind,
              scope: scopeSpans.scope?.name ?? "",
              attributes: plain(span.attributes),
              resource,
            });
          }
        }
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    others,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

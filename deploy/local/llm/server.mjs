// An OpenAI-compatible chat-completions endpoint for one local GGUF model, on 127.0.0.1.
//
//   GET  /v1/models             the one model
//   POST /v1/chat/completions   non-streaming; temperature, top_p, seed, max_tokens
//                               (or max_completion_tokens), stop, and response_format
//                               json_object / json_schema (constrained by a grammar)
//   GET  /healthz               ready once the model is loaded; counters and tokens/s
//
// Started by deploy/local/llm-up.sh, which copies this file next to its node_modules in
// the cache; settings come from the environment (deploy/local/llm/env.sh). Offline: the
// llama.cpp binary is the prebuilt @node-llama-cpp/linux-x64 package (build "never": no
// source download, no compile); nothing is fetched at run time.
//
// Requests queue for one of MEMSTREAM_LLM_PARALLEL context sequences; a client that
// disconnects (a timeout) cancels its generation so retries do not queue behind it. The
// log has one line per request, with sizes and timings, never message text.

import http from "node:http";
import process from "node:process";
import {getLlama, LlamaChat, LlamaLogLevel} from "node-llama-cpp";

const env = (name, fallback) => process.env[name] ?? fallback;
const SETTINGS = {
    modelPath: env("MEMSTREAM_LLM_MODEL_PATH"),
    modelId: env("MEMSTREAM_LLM_MODEL_ID", "smollm2-135m-instruct"),
    port: Number(env("MEMSTREAM_LLM_PORT", "18080")),
    threads: Number(env("MEMSTREAM_LLM_THREADS", "1")),
    parallel: Number(env("MEMSTREAM_LLM_PARALLEL", "1")),
    contextSize: Number(env("MEMSTREAM_LLM_CONTEXT_SIZE", "4096")),
    maxTokens: Number(env("MEMSTREAM_LLM_MAX_TOKENS", "512")),
    maxQueue: Number(env("MEMSTREAM_LLM_MAX_QUEUE", "32")),
    maxBodyBytes: 1024 * 1024,
};
const HOST = "127.0.0.1";

const log = (fields) => {
    const parts = Object.entries(fields).map(([k, v]) => `${k}=${v}`);
    process.stdout.write(`${new Date().toISOString()} ${parts.join(" ")}\n`);
};

class HttpError extends Error {
    constructor(status, message, {type = "invalid_request_error", param = null, code = null} = {}) {
        super(message);
        this.status = status;
        this.body = {error: {message, type, param, code}};
    }
}

// -- the model ------------------------------------------------------------------------

const started = performance.now();
const llama = await getLlama({
    gpu: false,
    build: "never", // the prebuilt binary or a clear error; never a download or a compile
    logLevel: LlamaLogLevel.warn,
});
const model = await llama.loadModel({modelPath: SETTINGS.modelPath});
const context = await model.createContext({
    contextSize: SETTINGS.contextSize,
    sequences: SETTINGS.parallel,
    threads: SETTINGS.threads,
});
const jsonGrammar = await llama.getGrammarFor("json");
const loadSeconds = (performance.now() - started) / 1000;

// A fixed pool of sequences; a request waits (FIFO) for a free one.
const idle = Array.from({length: SETTINGS.parallel}, () => context.getSequence());
const waiting = [];
const stats = {requests: 0, completions: 0, failures: 0, completionTokens: 0, generationSeconds: 0};

function acquire(signal) {
    if (idle.length > 0) return Promise.resolve(idle.pop());
    if (waiting.length >= SETTINGS.maxQueue)
        throw new HttpError(429, "the local model is busy; retry later", {type: "rate_limit_error"});
    return new Promise((resolve, reject) => {
        const entry = {resolve, reject};
        waiting.push(entry);
        signal.addEventListener("abort", () => {
            const i = waiting.indexOf(entry);
            if (i >= 0) waiting.splice(i, 1);
            reject(new Error("client gone"));
        }, {once: true});
    });
}

function release(sequence) {
    const next = waiting.shift();
    if (next) next.resolve(sequence);
    else idle.push(sequence);
}

// -- the OpenAI request -----------------------------------------------------------------

function textOf(content, index) {
    if (typeof content === "string") return content;
    if (Array.isArray(content)) {
        return content.map((part) => {
            if (part?.type === "text" && typeof part.text === "string") return part.text;
            throw new HttpError(400, `messages[${index}]: only text content parts are supported`,
                {param: "messages"});
        }).join("");
    }
    throw new HttpError(400, `messages[${index}].content must be a string or text parts`,
        {param: "messages"});
}

function chatHistory(messages) {
    if (!Array.isArray(messages) || messages.length === 0)
        throw new HttpError(400, "messages must be a non-empty array", {param: "messages"});
    const history = messages.map((m, i) => {
        const text = textOf(m?.content, i);
        switch (m?.role) {
            case "system":
            case "developer":
                return {type: "system", text};
            case "user":
                return {type: "user", text};
            case "assistant":
                return {type: "model", response: [text]};
            default:
                throw new HttpError(400, `messages[${i}].role ${JSON.stringify(m?.role)} is not supported`,
                    {param: "messages"});
        }
    });
    if (history.at(-1).type !== "user")
        throw new HttpError(400, "the last message must be the user's", {param: "messages"});
    return history;
}

// The grammar for response_format. An error names response_format, the way OpenAI's does,
// so a client that falls back to plain prompting on such a 400 can.
async function grammarFor(format) {
    if (format == null || format.type === "text") return undefined;
    if (format.type === "json_object") return jsonGrammar;
    if (format.type === "json_schema") {
        const schema = format.json_schema?.schema;
        if (schema == null || typeof schema !== "object")
            throw new HttpError(400, "response_format.json_schema.schema is required",
                {param: "response_format"});
        try {
            return await llama.createGrammarForJsonSchema(schema);
        } catch (err) {
            throw new HttpError(400, `response_format.json_schema: unsupported schema (${err.message})`,
                {param: "response_format"});
        }
    }
    throw new HttpError(400, `response_format type ${JSON.stringify(format.type)} is not supported`,
        {param: "response_format"});
}

function numberOr(value, fallback, name, {min = -Infinity, max = Infinity, integer = false} = {}) {
    if (value == null) return fallback;
    if (typeof value !== "number" || !Number.isFinite(value) || value < min || value > max ||
        (integer && !Number.isInteger(value)))
        throw new HttpError(400, `${name} must be a number between ${min} and ${max}`, {param: name});
    return value;
}

async function complete(body, signal) {
    if (body == null || typeof body !== "object" || Array.isArray(body))
        throw new HttpError(400, "the body must be a JSON object");
    if (body.stream === true) throw new HttpError(400, "stream is not supported", {param: "stream"});
    if (body.n != null && body.n !== 1) throw new HttpError(400, "only n=1 is supported", {param: "n"});
    if (body.tools != null || body.functions != null)
        throw new HttpError(400, "tools are not supported", {param: "tools"});
    const history = chatHistory(body.messages);
    const grammar = await grammarFor(body.response_format);
    const temperature = numberOr(body.temperature, 1, "temperature", {min: 0, max: 2});
    const topP = numberOr(body.top_p, undefined, "top_p", {min: 0, max: 1});
    const seed = numberOr(body.seed, undefined, "seed", {integer: true});
    const asked = numberOr(body.max_completion_tokens ?? body.max_tokens, undefined, "max_tokens",
        {min: 1, integer: true});
    const stop = body.stop == null ? [] : [body.stop].flat();
    if (!stop.every((s) => typeof s === "string"))
        throw new HttpError(400, "stop must be a string or a list of strings", {param: "stop"});

    const sequence = await acquire(signal);
    const chat = new LlamaChat({contextSequence: sequence});
    try {
        const {contextText} = chat.chatWrapper.generateContextState({chatHistory: history});
        const promptTokens = contextText.tokenize(model.tokenizer).length;
        const room = sequence.contextSize - promptTokens;
        if (room < 16 || (asked != null && asked > room))
            throw new HttpError(400,
                `this model's context is ${sequence.contextSize} tokens; the messages take ${promptTokens}` +
                (asked != null ? ` and max_tokens asks for ${asked}` : ""),
                {param: "messages", code: "context_length_exceeded"});
        const maxTokens = Math.min(asked ?? SETTINGS.maxTokens, room);
        const t0 = performance.now();
        let completionTokens = 0;
        let firstTokenAt = null;
        const result = await chat.generateResponse(history, {
            grammar,
            maxTokens,
            temperature,
            topP,
            seed,
            customStopTriggers: stop.length > 0 ? stop : undefined,
            signal,
            stopOnAbortSignal: false,
            onToken: (tokens) => {
                firstTokenAt ??= performance.now();
                completionTokens += tokens.length;
            },
        });
        const seconds = (performance.now() - t0) / 1000;
        const decodeSeconds = firstTokenAt == null ? 0 : (performance.now() - firstTokenAt) / 1000;
        const finish = result.metadata.stopReason === "maxTokens" ? "length" : "stop";
        stats.completionTokens += completionTokens;
        stats.generationSeconds += seconds;
        return {
            response: {
                id: `chatcmpl-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
                object: "chat.completion",
                created: Math.floor(Date.now() / 1000),
                model: SETTINGS.modelId,
                choices: [{index: 0, finish_reason: finish, message: {role: "assistant", content: result.response}}],
                usage: {
                    prompt_tokens: promptTokens,
                    completion_tokens: completionTokens,
                    total_tokens: promptTokens + completionTokens,
                },
            },
            timing: {
                prompt_tokens: promptTokens,
                completion_tokens: completionTokens,
                finish,
                json: grammar != null,
                seconds: seconds.toFixed(2),
                prompt_seconds: firstTokenAt == null ? "-" : ((firstTokenAt - t0) / 1000).toFixed(2),
                tokens_per_second: decodeSeconds > 0 ? (completionTokens / decodeSeconds).toFixed(1) : "-",
            },
        };
    } finally {
        chat.dispose({disposeSequence: false});
        release(sequence);
    }
}

// -- HTTP -------------------------------------------------------------------------------

function send(res, status, body) {
    if (res.writableEnded || res.destroyed) return;
    const payload = JSON.stringify(body);
    res.writeHead(status, {"content-type": "application/json", "content-length": Buffer.byteLength(payload)});
    res.end(payload);
}

function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        req.on("data", (chunk) => {
            size += chunk.length;
            if (size > SETTINGS.maxBodyBytes) {
                reject(new HttpError(413, `the body is larger than ${SETTINGS.maxBodyBytes} bytes`));
                req.destroy();
                return;
            }
            chunks.push(chunk);
        });
        req.on("end", () => resolve(Buffer.concat(chunks)));
        req.on("error", reject);
    });
}

function modelCard() {
    return {id: SETTINGS.modelId, object: "model", created: Math.floor(Date.now() / 1000), owned_by: "local"};
}

const server = http.createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    const aborted = new AbortController();
    res.on("close", () => {
        if (!res.writableFinished) aborted.abort();
    });
    try {
        if (req.method === "GET" && path === "/v1/models")
            return send(res, 200, {object: "list", data: [modelCard()]});
        if (req.method === "GET" && path === `/v1/models/${SETTINGS.modelId}`) return send(res, 200, modelCard());
        if (req.method === "GET" && path === "/healthz") {
            const tps = stats.generationSeconds > 0 ? stats.completionTokens / stats.generationSeconds : 0;
            return send(res, 200, {
                status: "ok", model: SETTINGS.modelId, load_seconds: Number(loadSeconds.toFixed(2)),
                parallel: SETTINGS.parallel, threads: SETTINGS.threads, context_size: context.contextSize,
                busy: SETTINGS.parallel - idle.length, queued: waiting.length, ...stats,
                tokens_per_second: Number(tps.toFixed(1)),
            });
        }
        if (path !== "/v1/chat/completions") throw new HttpError(404, `no route ${req.method} ${path}`);
        if (req.method !== "POST") throw new HttpError(405, `${req.method} ${path} is not allowed`);
        stats.requests += 1;
        let body;
        try {
            body = JSON.parse((await readBody(req)).toString("utf8"));
        } catch (err) {
            if (err instanceof HttpError) throw err;
            throw new HttpError(400, "the body is not valid JSON");
        }
        const {response, timing} = await complete(body, aborted.signal);
        stats.completions += 1;
        log({event: "completion", ...timing});
        send(res, 200, response);
    } catch (err) {
        if (aborted.signal.aborted) {
            stats.failures += 1;
            log({event: "cancelled", reason: "client_disconnected"});
            return;
        }
        if (err instanceof HttpError) {
            if (err.status !== 404 && err.status !== 405) stats.failures += 1;
            log({event: "refused", status: err.status, code: err.body.error.code ?? "-"});
            return send(res, err.status, err.body);
        }
        stats.failures += 1;
        log({event: "error", error: JSON.stringify(String(err?.message ?? err))});
        send(res, 500, {error: {message: "the local model failed; see the server log", type: "server_error"}});
    }
});

server.listen(SETTINGS.port, HOST, () => {
    log({
        event: "ready", model: SETTINGS.modelId, url: `http://${HOST}:${SETTINGS.port}/v1`,
        load_seconds: loadSeconds.toFixed(2), context_size: context.contextSize,
        parallel: SETTINGS.parallel, threads: SETTINGS.threads, max_tokens: SETTINGS.maxTokens,
    });
});

async function shutdown(signal) {
    log({event: "stopping", signal});
    server.close();
    server.closeAllConnections?.();
    await context.dispose();
    await model.dispose();
    await llama.dispose();
    process.exit(0);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));

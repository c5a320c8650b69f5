//! The Discord adapter end to end: the real serenity client against a fake Discord on
//! 127.0.0.1 (REST over plain HTTP, the gateway over WebSocket), with a real service and
//! database behind it.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, Notify};
use tokio_tungstenite::tungstenite::Message as Ws;

use tabiya_bot::adapters::discord;
use tabiya_bot::runtime::ServiceHandle;
use tabiya_bot::service::Service;

pub(crate) const APP: u64 = 100_000_000_000_000_001;
pub(crate) const GUILD: u64 = 100_000_000_000_000_077;
pub(crate) const CHANNEL: u64 = 100_000_000_000_000_500;
pub(crate) const ALICE: u64 = 111_111_111_111_111_111;
const BOB: u64 = 222_222_222_222_222_222;
const CAROL: u64 = 333_333_333_333_333_333;

/// One REST call the bot made.
#[derive(Debug, Clone)]
pub(crate) struct Call {
    pub(crate) method: String,
    pub(crate) path: String,
    content_type: String,
    body: Vec<u8>,
    at: Instant,
}

impl Call {
    /// The JSON payload (plain, or the `payload_json` part of a multipart body).
    pub(crate) fn json(&self) -> Value {
        if self.content_type.starts_with("multipart/") {
            for (headers, data) in parts(self) {
                if headers.contains("name=\"payload_json\"") {
                    return serde_json::from_slice(&data).unwrap_or(Value::Null);
                }
            }
            return Value::Null;
        }
        serde_json::from_slice(&self.body).unwrap_or(Value::Null)
    }

    /// The attached files' bytes.
    pub(crate) fn files(&self) -> Vec<Vec<u8>> {
        parts(self)
            .into_iter()
            .filter(|(h, _)| h.contains("filename="))
            .map(|(_, d)| d)
            .collect()
    }

    pub(crate) fn content(&self) -> String {
        self.json()["content"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    }
}

/// The parts of a multipart body: (headers, data).
fn parts(call: &Call) -> Vec<(String, Vec<u8>)> {
    let Some(boundary) = call.content_type.split("boundary=").nth(1) else {
        return Vec::new();
    };
    let delimiter = format!("--{}", boundary.trim_matches('"'));
    let body = &call.body;
    let find = |from: usize, needle: &[u8]| {
        body[from..]
            .windows(needle.len())
            .position(|w| w == needle)
            .map(|p| p + from)
    };
    let mut out = Vec::new();
    let mut at = find(0, delimiter.as_bytes());
    while let Some(start) = at {
        let head_start = start + delimiter.len() + 2;
        let Some(head_end) = find(head_start, b"\r\n\r\n") else {
            break;
        };
        let next = find(head_end, format!("\r\n{delimiter}").as_bytes());
        let Some(end) = next else { break };
        out.push((
            String::from_utf8_lossy(&body[head_start..head_end]).into_owned(),
            body[head_end + 4..end].to_vec(),
        ));
        at = Some(end + 2);
    }
    out
}

#[derive(Default)]
struct State {
    calls: Vec<Call>,
    /// Answers waiting for their route: (method, path prefix) → status and headers.
    throttle: VecDeque<(String, String, String, f64)>,
    next_id: u64,
    /// Channels (threads) a moderator deleted: Discord answers 404 Unknown Channel.
    deleted: Vec<String>,
    /// Files on the fake CDN: path → bytes (attachments a slash command carries).
    files: Vec<(String, Vec<u8>)>,
}

pub(crate) struct Fake {
    state: Mutex<State>,
    changed: Notify,
    gateway: Mutex<Option<mpsc::UnboundedSender<Value>>>,
    /// How many times a client identified.
    identified: std::sync::atomic::AtomicUsize,
    /// The shard each identification named (`[index, count]`).
    pub(crate) shards: Mutex<Vec<Value>>,
    /// Each shard's connection, by shard index: where its servers' events go.
    by_shard: Mutex<std::collections::HashMap<u64, mpsc::UnboundedSender<Value>>>,
    ws_port: u16,
    /// A session closed by the server with a resumable code: its events (those sent since
    /// wait here) and its sequence number, for the connection that resumes it.
    parked: Mutex<Option<(mpsc::UnboundedReceiver<Value>, u64)>>,
    /// How many times a client resumed a session.
    resumed: std::sync::atomic::AtomicUsize,
}

fn user_json(id: u64, name: &str) -> Value {
    json!({"id": id.to_string(), "username": name, "discriminator": "0", "global_name": name, "avatar": null, "bot": false})
}

fn message_json(id: u64, channel: &str, content: &str) -> Value {
    json!({
        "id": id.to_string(), "channel_id": channel, "author": {"id": APP.to_string(), "username": "tabiya", "discriminator": "0", "avatar": null, "bot": true},
        "content": content, "timestamp": "2026-11-22T10:00:00.000000+00:00", "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
        "embeds": [], "pinned": false, "type": 0, "flags": 64, "components": []
    })
}

fn thread_json(id: u64, parent: &str, name: &str) -> Value {
    json!({
        "id": id.to_string(), "type": 11, "guild_id": GUILD.to_string(), "name": name, "parent_id": parent,
        "owner_id": APP.to_string(), "position": 0, "permission_overwrites": [], "nsfw": false,
        "rate_limit_per_user": 0, "message_count": 0, "member_count": 1,
        "thread_metadata": {"archived": false, "auto_archive_duration": 10080, "archive_timestamp": "2026-11-22T10:00:00.000000+00:00", "locked": false}
    })
}

impl Fake {
    pub(crate) async fn start() -> (Arc<Fake>, u16) {
        let http = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let ws = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let fake = Arc::new(Fake {
            state: Mutex::new(State {
                next_id: 900_000_000_000_000_000,
                ..State::default()
            }),
            changed: Notify::new(),
            gateway: Mutex::new(None),
            identified: std::sync::atomic::AtomicUsize::new(0),
            shards: Mutex::new(Vec::new()),
            by_shard: Mutex::new(std::collections::HashMap::new()),
            ws_port: ws.local_addr().expect("addr").port(),
            parked: Mutex::new(None),
            resumed: std::sync::atomic::AtomicUsize::new(0),
        });
        let port = http.local_addr().expect("addr").port();
        let f = fake.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = http.accept().await {
                tokio::spawn(f.clone().serve(stream));
            }
        });
        let f = fake.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = ws.accept().await {
                tokio::spawn(f.clone().gateway(stream));
            }
        });
        (fake, port)
    }

    fn id(&self) -> u64 {
        let mut s = self.state.lock().expect("state");
        s.next_id += 1;
        s.next_id
    }

    /// One HTTP/1.1 connection, keep-alive: requests until the client closes it.
    async fn serve(self: Arc<Fake>, stream: TcpStream) {
        let mut reader = BufReader::new(stream);
        loop {
            let mut line = String::new();
            if reader.read_line(&mut line).await.unwrap_or(0) == 0 {
                return;
            }
            let mut words = line.split_whitespace();
            let (method, path) = (
                words.next().unwrap_or_default().to_owned(),
                words.next().unwrap_or_default().to_owned(),
            );
            let (mut length, mut chunked, mut content_type) = (0usize, false, String::new());
            loop {
                let mut h = String::new();
                if reader.read_line(&mut h).await.unwrap_or(0) == 0 {
                    return;
                }
                let h = h.trim_end();
                if h.is_empty() {
                    break;
                }
                let (k, v) = h.split_once(':').unwrap_or((h, ""));
                match k.to_ascii_lowercase().as_str() {
                    "content-length" => length = v.trim().parse().unwrap_or(0),
                    "transfer-encoding" => chunked = v.contains("chunked"),
                    "content-type" => content_type = v.trim().to_owned(),
                    _ => {}
                }
            }
            let mut body = Vec::new();
            if chunked {
                loop {
                    let mut size = String::new();
                    reader.read_line(&mut size).await.expect("chunk");
                    let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
                    let mut chunk = vec![0; n + 2];
                    reader.read_exact(&mut chunk).await.expect("chunk");
                    if n == 0 {
                        break;
                    }
                    body.extend_from_slice(&chunk[..n]);
                }
            } else {
                body = vec![0; length];
                reader.read_exact(&mut body).await.expect("body");
            }
            let call = Call {
                method,
                path,
                content_type,
                body,
                at: Instant::now(),
            };
            // An attachment on the CDN: its bytes as they are.
            let file = (call.method == "GET")
                .then(|| {
                    let s = self.state.lock().expect("state");
                    s.files
                        .iter()
                        .find(|(p, _)| *p == call.path)
                        .map(|(_, b)| b.clone())
                })
                .flatten();
            if let Some(bytes) = file {
                self.state.lock().expect("state").calls.push(call);
                let head = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: application/octet-stream\r\ncontent-length: {}\r\n\r\n",
                    bytes.len()
                );
                let w = reader.get_mut();
                if w.write_all(head.as_bytes()).await.is_err() || w.write_all(&bytes).await.is_err()
                {
                    return;
                }
                continue;
            }
            let (status, extra, answer) = self.answer(&call);
            {
                let mut s = self.state.lock().expect("state");
                s.calls.push(call);
            }
            self.changed.notify_waiters();
            let text = answer.map(|v| v.to_string()).unwrap_or_default();
            let head = format!(
                "HTTP/1.1 {status} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\n{extra}\r\n",
                text.len()
            );
            let w = reader.get_mut();
            if w.write_all(head.as_bytes()).await.is_err()
                || w.write_all(text.as_bytes()).await.is_err()
            {
                return;
            }
        }
    }

    fn answer(&self, call: &Call) -> (u16, String, Option<Value>) {
        let path = call.path.split('?').next().unwrap_or_default();
        let seg: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
        {
            let mut s = self.state.lock().expect("state");
            if let Some(i) = s.throttle.iter().position(|(m, p, text, _)| {
                *m == call.method
                    && path.starts_with(p.as_str())
                    && call.content().starts_with(text.as_str())
            }) {
                let (_, _, _, after) = s.throttle.remove(i).expect("throttle");
                return (
                    429,
                    format!("retry-after: {after}\r\nx-ratelimit-limit: 5\r\nx-ratelimit-remaining: 0\r\nx-ratelimit-reset-after: {after}\r\nx-ratelimit-bucket: fake\r\n"),
                    Some(json!({"message": "You are being rate limited.", "retry_after": after, "global": false})),
                );
            }
        }
        let ws = format!("ws://127.0.0.1:{}", self.ws_port);
        if let ["channels", ch, ..] = seg.as_slice() {
            if self
                .state
                .lock()
                .expect("state")
                .deleted
                .iter()
                .any(|d| d == ch)
            {
                return (
                    404,
                    String::new(),
                    Some(json!({"message": "Unknown Channel", "code": 10003})),
                );
            }
        }
        match (call.method.as_str(), seg.as_slice()) {
            ("GET", ["gateway", "bot"]) => (
                200,
                String::new(),
                Some(
                    json!({"url": ws, "shards": 1, "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}),
                ),
            ),
            ("GET", ["gateway"]) => (200, String::new(), Some(json!({ "url": ws }))),
            ("PUT", ["applications", _, "guilds", _, "commands"])
            | ("PUT", ["applications", _, "commands"]) => (200, String::new(), Some(json!([]))),
            ("POST", ["interactions", _, _, "callback"]) => (204, String::new(), None),
            ("PATCH", ["webhooks", _, _, "messages", "@original"]) => (
                200,
                String::new(),
                Some(message_json(
                    self.id(),
                    &CHANNEL.to_string(),
                    &call.content(),
                )),
            ),
            ("PATCH", ["channels", ch, "messages", _]) => (
                200,
                String::new(),
                Some(message_json(self.id(), ch, &call.content())),
            ),
            ("POST", ["channels", ch, "messages"]) => (
                200,
                String::new(),
                Some(message_json(self.id(), ch, &call.content())),
            ),
            ("POST", ["channels", ch, "threads"]) => {
                let name = call.json()["name"].as_str().unwrap_or_default().to_owned();
                (200, String::new(), Some(thread_json(self.id(), ch, &name)))
            }
            ("POST", ["users", "@me", "channels"]) => {
                let to = call.json()["recipient_id"]
                    .as_str()
                    .unwrap_or("0")
                    .to_owned();
                (
                    200,
                    String::new(),
                    Some(
                        json!({"id": self.id().to_string(), "type": 1, "recipients": [user_json(to.parse().unwrap_or(0), "someone")], "last_message_id": null}),
                    ),
                )
            }
            _ => (
                404,
                String::new(),
                Some(json!({"message": "404: Not Found", "code": 0})),
            ),
        }
    }

    /// The gateway: HELLO, IDENTIFY, READY, heartbeats acknowledged, then what the test sends.
    /// A session the server closed with a resumable code ([`Fake::close_resumable`]) is
    /// taken up by RESUME: the events sent meanwhile are replayed, then RESUMED.
    async fn gateway(self: Arc<Fake>, stream: TcpStream) {
        let Ok(mut ws) = tokio_tungstenite::accept_async(stream).await else {
            return;
        };
        let hello = json!({"op": 10, "d": {"heartbeat_interval": 45000}, "s": null, "t": null});
        if ws.send(Ws::Text(hello.to_string())).await.is_err() {
            return;
        }
        let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
        let mut seq = 0u64;
        loop {
            tokio::select! {
                incoming = ws.next() => {
                    let Some(Ok(Ws::Text(text))) = incoming else { return };
                    let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                    match v["op"].as_u64() {
                        Some(2) => {
                            seq += 1;
                            let shard = match &v["d"]["shard"] {
                                Value::Null => json!([0, 1]),
                                s => s.clone(),
                            };
                            self.shards.lock().expect("shards").push(shard.clone());
                            let ready = json!({"op": 0, "s": seq, "t": "READY", "d": {
                                "v": 10, "user": {"id": APP.to_string(), "username": "tabiya", "discriminator": "0", "avatar": null, "bot": true},
                                "guilds": [], "session_id": "fake-session", "resume_gateway_url": format!("ws://127.0.0.1:{}", self.ws_port),
                                "shard": shard, "application": {"id": APP.to_string(), "flags": 0}
                            }});
                            if ws.send(Ws::Text(ready.to_string())).await.is_err() { return; }
                            *self.gateway.lock().expect("gateway") = Some(tx.clone());
                            if let Some(index) = shard[0].as_u64() {
                                self.by_shard.lock().expect("shards").insert(index, tx.clone());
                            }
                            self.identified.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                            self.changed.notify_waiters();
                        }
                        Some(6) => {
                            let Some((parked, at)) = self.parked.lock().expect("parked").take() else {
                                // Nothing to resume: Discord says the session is invalid.
                                let _ = ws.send(Ws::Text(json!({"op": 9, "d": false}).to_string())).await;
                                continue;
                            };
                            assert_eq!(v["d"]["session_id"], json!("fake-session"), "resumes our session");
                            rx = parked;
                            seq = at;
                            seq += 1;
                            let resumed = json!({"op": 0, "s": seq, "t": "RESUMED", "d": {}});
                            if ws.send(Ws::Text(resumed.to_string())).await.is_err() { return; }
                            self.resumed.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                            self.changed.notify_waiters();
                        }
                        Some(1) if ws.send(Ws::Text(json!({"op": 11}).to_string())).await.is_err() => return,
                        _ => {}
                    }
                }
                out = rx.recv() => {
                    let Some(d) = out else { return };
                    if let Some(code) = d["close"].as_u64() {
                        // The server closes the connection; the session and its events wait.
                        use tokio_tungstenite::tungstenite::protocol::{frame::coding::CloseCode, CloseFrame};
                        let frame = CloseFrame {
                            code: CloseCode::from(u16::try_from(code).expect("code")),
                            reason: "closed by the fake server".into(),
                        };
                        let _ = ws.send(Ws::Close(Some(frame))).await;
                        *self.parked.lock().expect("parked") = Some((rx, seq));
                        return;
                    }
                    seq += 1;
                    let event = json!({"op": 0, "s": seq, "t": "INTERACTION_CREATE", "d": d});
                    if ws.send(Ws::Text(event.to_string())).await.is_err() { return; }
                }
            }
        }
    }

    /// Closes the gateway connection with `code`, as Discord does when it restarts a gateway
    /// server (4000: unknown error, which a client may resume); what is dispatched from now
    /// waits for the resumed session.
    pub(crate) fn close_resumable(&self, code: u16) {
        self.gateway
            .lock()
            .expect("gateway")
            .as_ref()
            .expect("connected")
            .send(json!({ "close": code }))
            .expect("gateway open");
    }

    /// Waits until a client has resumed `n` sessions in all (a minute: with the whole suite
    /// running on two cores, serenity's reconnect once took longer than 30 s).
    async fn resumed(&self, n: usize) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while self.resumed.load(std::sync::atomic::Ordering::SeqCst) < n {
            assert!(
                Instant::now() < deadline,
                "the bot never resumed its session"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Sends `interaction` on the connection of shard `index`, as Discord routes a server's
    /// events; `false` if that shard's connection is gone (its process died).
    pub(crate) fn dispatch_to(&self, index: u64, interaction: Value) -> bool {
        self.by_shard
            .lock()
            .expect("shards")
            .get(&index)
            .is_some_and(|tx| tx.send(interaction).is_ok())
    }

    pub(crate) fn dispatch(&self, interaction: Value) {
        self.gateway
            .lock()
            .expect("gateway")
            .as_ref()
            .expect("connected")
            .send(interaction)
            .expect("gateway open");
    }

    /// Puts a file on the fake CDN; returns its address.
    fn host_file(&self, port: u16, name: &str, bytes: &[u8]) -> String {
        let path = format!("/attachments/{CHANNEL}/{}/{name}", self.id());
        let mut s = self.state.lock().expect("state");
        s.files.push((path.clone(), bytes.to_vec()));
        format!("http://127.0.0.1:{port}{path}")
    }

    pub(crate) fn calls(&self) -> Vec<Call> {
        self.state.lock().expect("state").calls.clone()
    }

    /// A moderator deletes the channel (a game's thread).
    fn delete_channel(&self, id: u64) {
        self.state
            .lock()
            .expect("state")
            .deleted
            .push(id.to_string());
    }

    /// The next `method` call to `path` whose content starts with `text` gets a 429.
    fn throttle(&self, method: &str, path: &str, text: &str, seconds: f64) {
        self.state.lock().expect("state").throttle.push_back((
            method.to_owned(),
            path.to_owned(),
            text.to_owned(),
            seconds,
        ));
    }

    /// Waits until `n` calls after `from` match `f`; returns them.
    pub(crate) async fn wait(&self, from: usize, n: usize, f: impl Fn(&Call) -> bool) -> Vec<Call> {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            let notified = self.changed.notified();
            let hits: Vec<Call> = self
                .calls()
                .into_iter()
                .skip(from)
                .filter(|c| f(c))
                .collect();
            if hits.len() >= n {
                return hits;
            }
            assert!(
                Instant::now() < deadline,
                "timed out; calls so far: {:#?}",
                self.calls()
                    .iter()
                    .skip(from)
                    .map(|c| (&c.method, &c.path, c.content()))
                    .collect::<Vec<_>>()
            );
            let _ = tokio::time::timeout(Duration::from_millis(200), notified).await;
        }
    }

    /// Asks for `user`'s autocompletion of `/move` in `channel` with `typed` so far; returns the
    /// choices offered.
    async fn autocomplete(&self, i: u64, user: u64, channel: u64, typed: &str) -> Vec<Value> {
        let mark = self.calls().len();
        self.dispatch(slash(
            i,
            user,
            channel,
            "move",
            vec![json!({"name": "move", "type": 3, "value": typed, "focused": true})],
            true,
        ));
        let path = format!("/interactions/{i}/");
        let answer = self.wait(mark, 1, |c| c.path.contains(&path)).await;
        answer[0].json()["data"]["choices"]
            .as_array()
            .expect("choices")
            .clone()
    }

    /// Waits for the answer to interaction `i` (the edit of its deferred response).
    async fn reply_to(&self, from: usize, i: u64) -> Call {
        let token = format!("token-{i}");
        self.wait(from, 1, |c| c.method == "PATCH" && c.path.contains(&token))
            .await
            .remove(0)
    }

    /// Waits until a client has identified `n` times in all.
    pub(crate) async fn connected(&self, n: usize) {
        let deadline = Instant::now() + Duration::from_secs(15);
        while self.identified.load(std::sync::atomic::Ordering::SeqCst) < n {
            assert!(
                Instant::now() < deadline,
                "the bot never identified; calls: {:?}",
                self.calls()
                    .iter()
                    .map(|c| (&c.method, &c.path))
                    .collect::<Vec<_>>()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

pub(crate) fn option(name: &str, value: Value) -> Value {
    let kind = match &value {
        Value::Bool(_) => 5,
        Value::Number(_) => 4,
        _ => 3,
    };
    json!({"name": name, "type": kind, "value": value})
}

pub(crate) fn base(id: u64, kind: u8, user: u64, channel: u64) -> Value {
    let name = match user {
        ALICE => "alice",
        BOB => "bob",
        _ => "carol",
    };
    json!({
        "id": id.to_string(), "application_id": APP.to_string(), "type": kind, "guild_id": GUILD.to_string(),
        "channel_id": channel.to_string(), "channel": {"id": channel.to_string(), "type": 0},
        "user": user_json(user, name), "token": format!("token-{id}"), "version": 1,
        "app_permissions": "0", "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
        "authorizing_integration_owners": {}, "context": 0, "attachment_size_limit": 26214400
    })
}

/// A slash command (type 2), or its autocomplete (type 4).
pub(crate) fn slash(
    id: u64,
    user: u64,
    channel: u64,
    name: &str,
    options: Vec<Value>,
    autocomplete: bool,
) -> Value {
    let mut v = base(id, if autocomplete { 4 } else { 2 }, user, channel);
    v["data"] = json!({"id": "1", "name": name, "type": 1, "options": options});
    v
}

/// A button press (type 3) or a select (with `values`).
fn component(
    id: u64,
    user: u64,
    channel: u64,
    custom_id: &str,
    values: Option<Vec<&str>>,
) -> Value {
    let mut v = base(id, 3, user, channel);
    v["data"] = match values {
        Some(values) => json!({"custom_id": custom_id, "component_type": 3, "values": values}),
        None => json!({"custom_id": custom_id, "component_type": 2}),
    };
    v["message"] = message_json(id - 1, &channel.to_string(), "the post");
    if let Some(command) = custom_id.strip_prefix("cmd:") {
        // The post the button is on: the pressed button and its partner.
        v["message"]["flags"] = json!(0);
        v["message"]["components"] = json!([{"type": 1, "components": [
            {"type": 2, "style": 3, "label": "Accept", "custom_id": format!("cmd:{command}")},
            {"type": 2, "style": 2, "label": "Decline", "custom_id": "cmd:/decline"}
        ]}]);
    }
    v
}

#[test]
fn every_fixture_parses_as_serenity_reads_it() {
    use serenity::all::{Channel, Interaction, Message};
    let fixtures = [
        slash(
            1,
            ALICE,
            CHANNEL,
            "move",
            vec![option("move", json!("e2e3")), option("game", json!(1))],
            false,
        ),
        slash(
            2,
            ALICE,
            CHANNEL,
            "move",
            vec![json!({"name": "move", "type": 3, "value": "e", "focused": true})],
            true,
        ),
        component(4, BOB, CHANNEL, "cmd:/accept 1", None),
        component(5, BOB, CHANNEL, "from:1:0", Some(vec!["e2"])),
    ];
    for f in fixtures {
        let parsed = serde_json::from_value::<Interaction>(f.clone());
        assert!(parsed.is_ok(), "{f}: {parsed:?}");
    }
    serde_json::from_value::<Message>(message_json(9, "10", "hi")).expect("message");
    let thread = serde_json::from_value::<Channel>(thread_json(9, "10", "a vs b")).expect("thread");
    assert!(thread.guild().is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_through_slash_commands_buttons_and_menus() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::new("warn,tabiya_bot=info"))
        .with_test_writer()
        .try_init();
    let (fake, port) = Fake::start().await;
    let dir = std::env::temp_dir().join(format!("tabiya-discord-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let service = Service::open(&dir.join("t.db"), discord::PLATFORM).expect("service");
    let clock_now = Arc::new(std::sync::atomic::AtomicI64::new(1_800_000_000));
    let c = clock_now.clone();
    let handle = ServiceHandle::spawn(
        service,
        Arc::new(move || c.load(std::sync::atomic::Ordering::SeqCst)),
    );
    let opts = discord::Options {
        token: "test-token".to_owned(),
        application_id: Some(APP),
        test_guild: Some(GUILD),
        api_base: format!("http://127.0.0.1:{port}/api"),
        shards: None,
    };
    let launch = |opts: discord::Options| {
        let h = handle.clone();
        tokio::spawn(async move {
            if let Err(e) = discord::run(&opts, h).await {
                eprintln!("the adapter stopped: {e}");
            }
        })
    };
    let bot = launch(opts.clone());
    fake.connected(1).await;

    // Registration: every command, in the test guild, with /move autocompleting.
    let reg = fake
        .wait(0, 1, |c| {
            c.method == "PUT" && c.path.ends_with(&format!("/guilds/{GUILD}/commands"))
        })
        .await;
    let commands = reg[0].json();
    let names: Vec<&str> = commands
        .as_array()
        .expect("array")
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert!(
        names.contains(&"challenge") && names.contains(&"move") && names.contains(&"resign"),
        "{names:?}"
    );
    let mv = commands
        .as_array()
        .expect("array")
        .iter()
        .find(|c| c["name"] == "move")
        .expect("move");
    assert_eq!(mv["options"][0]["autocomplete"], json!(true));

    let mut next = 7_000_000_000_000_000_000u64;
    let mut id = || {
        next += 10;
        next
    };

    // Alice challenges Bob: the challenge is posted in the channel with buttons, pinging Bob.
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(slash(
        i,
        ALICE,
        CHANNEL,
        "challenge",
        vec![
            option("variant", json!("shatranj")),
            json!({"name": "opponent", "type": 6, "value": BOB.to_string()}),
            option("color", json!("white")),
        ],
        false,
    ));
    let defer = fake
        .wait(mark, 1, |c| c.path.contains(&format!("/interactions/{i}/")))
        .await;
    assert_eq!(defer[0].json()["type"], json!(5));
    assert_eq!(
        defer[0].json()["data"]["flags"],
        json!(64),
        "deferred as ephemeral"
    );
    let post = fake
        .wait(mark, 1, |c| {
            c.method == "POST" && c.path.ends_with(&format!("/channels/{CHANNEL}/messages"))
        })
        .await;
    let challenge = post[0].json();
    assert!(
        challenge["content"]
            .as_str()
            .expect("text")
            .contains(&format!("<@{BOB}>")),
        "{challenge}"
    );
    assert_eq!(
        challenge["allowed_mentions"]["users"],
        json!([BOB.to_string()])
    );
    let ids: Vec<&str> = challenge["components"][0]["components"]
        .as_array()
        .expect("buttons")
        .iter()
        .filter_map(|b| b["custom_id"].as_str())
        .collect();
    assert_eq!(ids, ["cmd:/accept 1", "cmd:/decline 1"]);
    fake.reply_to(mark, i).await;

    // Bob presses Accept: a thread named after the players, the first board in it.
    let mark = fake.calls().len();
    let pressed = id();
    fake.dispatch(component(pressed, BOB, CHANNEL, "cmd:/accept 1", None));
    // The challenge's buttons are disabled: it has been answered.
    let edited = fake
        .wait(mark, 1, |c| {
            c.method == "PATCH"
                && c.path
                    .ends_with(&format!("/channels/{CHANNEL}/messages/{}", pressed - 1))
        })
        .await;
    let buttons = edited[0].json()["components"][0]["components"].clone();
    assert_eq!(buttons.as_array().map(Vec::len), Some(2), "{buttons}");
    assert!(
        buttons
            .as_array()
            .expect("buttons")
            .iter()
            .all(|b| b["disabled"] == json!(true)),
        "{buttons}"
    );
    let made = fake
        .wait(mark, 1, |c| {
            c.method == "POST" && c.path.ends_with(&format!("/channels/{CHANNEL}/threads"))
        })
        .await;
    assert_eq!(made[0].json()["name"], json!("alice vs bob — Shatranj #1"));
    let thread_posts = fake
        .wait(mark, 1, |c| {
            c.method == "POST"
                && c.path.contains("/channels/9000")
                && c.path.ends_with("/messages")
                && !c.files().is_empty()
        })
        .await;
    let thread: u64 = thread_posts[0]
        .path
        .split('/')
        .nth(4)
        .expect("thread")
        .parse()
        .expect("id");
    let pngs = thread_posts[0].files();
    assert_eq!(
        pngs.len(),
        1,
        "one board: {} {:?}",
        thread_posts[0].content_type,
        String::from_utf8_lossy(&thread_posts[0].body[..thread_posts[0].body.len().min(600)])
    );
    let decoder = png::Decoder::new(std::io::Cursor::new(pngs[0].clone()));
    let info = decoder.read_info().expect("a PNG");
    assert!(info.info().width > 200 && info.info().height > 200);

    // Autocomplete in the thread: only legal moves, at most 25, filtered by what was typed.
    let choices = fake.autocomplete(id(), ALICE, thread, "").await;
    assert!(!choices.is_empty() && choices.len() <= 25);
    let variant = tabiya_engine::Variant::historical("shatranj", &[]).expect("variant");
    let start = tabiya_engine::Position::new(variant);
    for ch in &choices {
        let text = ch["value"].as_str().expect("value");
        tabiya_engine::notation::parse(text, &start, &start.legal_moves())
            .unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    assert_eq!(
        choices.len(),
        start.legal_moves().len(),
        "all of the opening's moves fit"
    );
    let values: Vec<String> = fake
        .autocomplete(id(), ALICE, thread, "N")
        .await
        .iter()
        .map(|c| c["value"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(values.len(), 4, "{values:?}");
    assert!(values.iter().all(|v| v.starts_with('N')), "{values:?}");

    // Alice's first move from the menus: piece, then destination.
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(component(i, ALICE, thread, "menu:1", None));
    let shown = fake
        .wait(mark, 1, |c| c.path.contains(&format!("/interactions/{i}/")))
        .await;
    let menu = shown[0].json();
    assert_eq!(menu["type"], json!(4));
    assert_eq!(
        menu["data"]["flags"],
        json!(64),
        "the menus are the player's alone"
    );
    let origins: Vec<String> = menu["data"]["components"][0]["components"][0]["options"]
        .as_array()
        .expect("options")
        .iter()
        .map(|o| o["value"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert!(
        origins.contains(&"f1".to_owned()) && origins.contains(&"g1".to_owned()),
        "{origins:?}"
    );
    assert_eq!(
        menu["data"]["components"][0]["components"][0]["custom_id"],
        json!("from:1:0"),
        "the menu carries the game and the number of moves it was shown at"
    );
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(component(i, ALICE, thread, "from:1:0", Some(vec!["f1"])));
    let shown = fake
        .wait(mark, 1, |c| c.path.contains(&format!("/interactions/{i}/")))
        .await;
    assert_eq!(
        shown[0].json()["type"],
        json!(7),
        "the menu message is updated"
    );
    let to = &shown[0].json()["data"]["components"][0]["components"][0];
    assert_eq!(to["custom_id"], json!("to:1:0:f1"));
    let targets: Vec<&str> = to["options"]
        .as_array()
        .expect("options")
        .iter()
        .filter_map(|o| o["value"].as_str())
        .collect();
    assert_eq!(targets, ["d3", "h3"]);
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(component(i, ALICE, thread, "to:1:0:f1", Some(vec!["d3"])));
    fake.wait(mark, 1, |c| {
        c.path.contains(&format!("/interactions/{i}/")) && c.json()["type"] == json!(6)
    })
    .await;
    let posted = fake
        .wait(mark, 1, |c| {
            c.method == "POST"
                && c.path.ends_with(&format!("/channels/{thread}/messages"))
                && c.content().starts_with("#1 ")
        })
        .await;
    assert_eq!(posted[0].files().len(), 1, "a board with each move");
    // One message a move: the board, the move and the ping of the player to move.
    assert!(
        posted[0]
            .content()
            .contains(&format!("<@{BOB}> (Black) to move")),
        "{}",
        posted[0].content()
    );
    assert_eq!(
        posted[0].json()["allowed_mentions"]["users"],
        json!([BOB.to_string()]),
        "the board's message pings the player to move"
    );

    // A non-player is told privately; nothing is posted.
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(slash(
        i,
        CAROL,
        CHANNEL,
        "move",
        vec![option("move", json!("Nf6")), option("game", json!(1))],
        false,
    ));
    let edit = fake.reply_to(mark, i).await;
    assert_eq!(edit.content(), "You are not a player of game #1.");
    assert!(fake.calls()[mark..]
        .iter()
        .all(|c| !c.path.ends_with("/messages") || c.method != "POST"));

    // A redelivered interaction: answered, applied once, not posted twice. A 429 on the
    // way is waited out.
    let mark = fake.calls().len();
    fake.throttle(
        "POST",
        &format!("/api/v10/channels/{thread}/messages"),
        "#1 g6",
        0.4,
    );
    let i = id();
    let bob_move = slash(
        i,
        BOB,
        thread,
        "move",
        vec![option("move", json!("g7g6"))],
        false,
    );
    fake.dispatch(bob_move.clone());
    let tries = fake
        .wait(mark, 2, |c| {
            c.method == "POST"
                && c.path.ends_with(&format!("/channels/{thread}/messages"))
                && c.content().starts_with("#1 g6")
        })
        .await;
    assert!(
        tries[1].at.duration_since(tries[0].at) >= Duration::from_millis(390),
        "the 429 was waited out"
    );
    assert!(
        tries[1].content().starts_with("#1 g6"),
        "{}",
        tries[1].content()
    );
    let edit = fake.reply_to(mark, i).await;
    assert!(edit.content().contains("posted in"), "{}", edit.content());
    let mark = fake.calls().len();
    fake.dispatch(bob_move);
    let again = fake.reply_to(mark, i).await;
    assert!(again.content().starts_with("#1 g6"), "{}", again.content());
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(
        !fake.calls()[mark..]
            .iter()
            .any(|c| c.method == "POST" && c.content().starts_with("#1 g6")),
        "posted once"
    );

    // The rest of the game to mate, by /move in the thread.
    let moves = "c2c3 g8h6 f2f3 h6g4 c1a3 d7d6 f3g4 a7a6 c3c4 b7b6 e2e3 d6d5 a3c5 b6c5 c4d5 a8a7 b1c3 e8d7 a2a3 h7h6 d3f1 f8d6 e1f2 d8e8 f1d3 d6f4 g2g3 f4h2 h1h2 c8e6 d5e6 g6g5 h2h6 d7c8 h6h8";
    for (n, m) in moves.split_whitespace().enumerate() {
        let who = if n % 2 == 0 { ALICE } else { BOB };
        let mark = fake.calls().len();
        let i = id();
        fake.dispatch(slash(
            i,
            who,
            thread,
            "move",
            vec![option("move", json!(m))],
            false,
        ));
        let edit = fake.reply_to(mark, i).await;
        assert!(edit.content().starts_with("#1 "), "{m}: {}", edit.content());
    }
    let over = fake.calls().iter().any(|c| {
        c.method == "POST"
            && c.path.ends_with(&format!("/channels/{thread}/messages"))
            && c.content().contains("Game over: 1-0 — ")
            && c.content().contains("wins by checkmate.")
    });
    assert!(over, "the Shatranj game ended in mate");

    // Resignation asks for confirmation with a button; draws are offered with buttons.
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(slash(
        i,
        ALICE,
        CHANNEL,
        "challenge",
        vec![
            option("variant", json!("xiangqi")),
            json!({"name": "opponent", "type": 6, "value": BOB.to_string()}),
        ],
        false,
    ));
    fake.reply_to(mark, i).await;
    // The bot restarts; the challenge's button still works.
    bot.abort();
    let _ = bot.await;
    let _bot = launch(opts);
    fake.connected(2).await;
    fake.dispatch(component(id(), BOB, CHANNEL, "cmd:/accept 2", None));
    fake.wait(mark, 1, |c| {
        c.method == "POST" && c.path.ends_with(&format!("/channels/{CHANNEL}/threads"))
    })
    .await;
    // The new game's first board, in its thread.
    fake.wait(mark, 1, |c| {
        c.method == "POST" && c.content().starts_with("Game #2:") && !c.files().is_empty()
    })
    .await;
    // /board: the caller's own view, privately, as an attachment of the ephemeral answer.
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(slash(
        i,
        BOB,
        CHANNEL,
        "board",
        vec![option("game", json!(2))],
        false,
    ));
    let view = fake.reply_to(mark, i).await;
    assert_eq!(view.files().len(), 1, "{}", view.content());
    png::Decoder::new(std::io::Cursor::new(view.files()[0].clone()))
        .read_info()
        .expect("a PNG");
    assert!(
        !fake.calls()[mark..]
            .iter()
            .any(|c| c.method == "POST" && !c.files().is_empty()),
        "the view is not posted"
    );

    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(slash(
        i,
        ALICE,
        CHANNEL,
        "draw",
        vec![option("game", json!(2))],
        false,
    ));
    let offer = fake
        .wait(mark, 1, |c| {
            c.method == "POST" && c.content().contains("offers a draw")
        })
        .await;
    let buttons: Vec<String> = offer[0].json()["components"][0]["components"]
        .as_array()
        .expect("buttons")
        .iter()
        .map(|b| b["custom_id"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(
        buttons,
        ["cmd:/draw accept game:2", "cmd:/draw decline game:2"]
    );
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(component(i, BOB, CHANNEL, &buttons[1], None));
    fake.wait(mark, 1, |c| {
        c.method == "POST" && c.content().contains("declines the draw")
    })
    .await;
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(slash(
        i,
        BOB,
        CHANNEL,
        "resign",
        vec![option("game", json!(2))],
        false,
    ));
    let ask = fake.reply_to(mark, i).await;
    assert_eq!(
        ask.json()["components"][0]["components"][0]["custom_id"],
        json!("cmd:/resign confirm game:2")
    );
    let mark = fake.calls().len();
    fake.dispatch(component(
        id(),
        BOB,
        CHANNEL,
        "cmd:/resign confirm game:2",
        None,
    ));
    let over = fake
        .wait(mark, 1, |c| {
            c.method == "POST"
                && c.content() == format!("Game #2 is over: 1-0 — <@{ALICE}> wins by resignation.")
        })
        .await;
    // The end is posted with the whole game replayed, a GIF Discord shows inline.
    assert!(
        over[0].files().iter().any(|f| f.starts_with(b"GIF8")),
        "the result post carries the replay"
    );
    // /export gif answers with it too.
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(slash(
        i,
        ALICE,
        CHANNEL,
        "export",
        vec![option("format", json!("gif")), option("game", json!(2))],
        false,
    ));
    let exported = fake.reply_to(mark, i).await;
    assert!(
        exported.files().iter().any(|f| f.starts_with(b"GIF8"))
            && exported.content().starts_with("Game #2 replayed"),
        "{}",
        exported.content()
    );
    // A moderator deletes a game's thread: the game goes on in a new one.
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(slash(
        i,
        ALICE,
        CHANNEL,
        "challenge",
        vec![
            option("variant", json!("makruk")),
            json!({"name": "opponent", "type": 6, "value": BOB.to_string()}),
            option("color", json!("white")),
        ],
        false,
    ));
    fake.reply_to(mark, i).await;
    let mark = fake.calls().len();
    fake.dispatch(component(id(), BOB, CHANNEL, "cmd:/accept 3", None));
    let made = fake
        .wait(mark, 1, |c| {
            c.method == "POST" && c.path.ends_with(&format!("/channels/{CHANNEL}/threads"))
        })
        .await;
    let first_thread = made[0].path.clone();
    fake.wait(mark, 1, |c| c.method == "POST" && !c.files().is_empty())
        .await;
    let old_thread: u64 = fake
        .calls()
        .iter()
        .skip(mark)
        .find(|c| c.method == "POST" && !c.files().is_empty())
        .and_then(|c| c.path.split('/').nth(4).and_then(|t| t.parse().ok()))
        .expect("the game's thread");
    assert!(first_thread.contains(&CHANNEL.to_string()));
    fake.delete_channel(old_thread);
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(slash(
        i,
        ALICE,
        CHANNEL,
        "move",
        vec![option("move", json!("e3e4")), option("game", json!(3))],
        false,
    ));
    fake.wait(mark, 1, |c| {
        c.method == "POST" && c.path.ends_with(&format!("/channels/{CHANNEL}/threads"))
    })
    .await;
    let moved = fake
        .wait(mark, 1, |c| {
            c.method == "POST"
                && c.path.ends_with("/messages")
                && c.content().starts_with("#3 ")
                && !c.path.contains(&old_thread.to_string())
        })
        .await;
    assert_eq!(moved[0].files().len(), 1, "the board, in the new thread");
    let edit = fake.reply_to(mark, i).await;
    assert!(edit.content().starts_with("#3 "), "{}", edit.content());

    // `/import file:` — a KIF attached to the command is read as the record; a file too large
    // or not UTF-8 is refused before anything is read, with what to do instead.
    let kif = "手合割：平手\n先手：Sente\n後手：Gote\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:03/00:00:03)\n   2 ３四歩(33)   ( 0:05/00:00:05)\n   3 ２二角成(88) ( 0:01/00:00:04)\n   4 同　銀(31)   ( 0:02/00:00:07)\n";
    for (name, bytes, size, expect) in [
        (
            "game.kif",
            kif.as_bytes().to_vec(),
            kif.len(),
            "KIF record read: Shogi — Sente vs Gote, 4 moves",
        ),
        (
            "big.kif",
            b"x".to_vec(),
            5_000_000,
            "big.kif is 5000 KB; a record file is at most 200 KB.",
        ),
        (
            "sjis.kif",
            vec![0x8e, 0xe8, 0x8d, 0x87],
            4,
            "sjis.kif is not UTF-8 text",
        ),
        (
            // A Japanese client is told in Japanese: the adapter's own refusals come from
            // the catalogue too.
            "大きい.kif",
            b"x".to_vec(),
            5_000_000,
            "大きい.kif",
        ),
    ] {
        let url = fake.host_file(port, name, &bytes);
        let mark = fake.calls().len();
        let i = id();
        let att = (i + 1).to_string();
        let mut command = slash(
            i,
            CAROL,
            CHANNEL,
            "import",
            vec![json!({"name": "file", "type": 11, "value": att})],
            false,
        );
        command["data"]["resolved"] = json!({"attachments": {att.clone(): {
            "id": att, "filename": name, "size": size, "url": url, "proxy_url": url,
            "content_type": "text/plain; charset=utf-8"
        }}});
        let japanese = !name.is_ascii();
        if japanese {
            command["locale"] = json!("ja");
        }
        fake.dispatch(command);
        let answer = fake.reply_to(mark, i).await;
        if japanese {
            let words: String = answer.content().replace(name, "");
            assert!(
                words
                    .chars()
                    .any(|c| ('\u{3040}'..='\u{30ff}').contains(&c))
                    && words.contains("200"),
                "in Japanese: {}",
                answer.content()
            );
        }
        assert!(
            answer.content().contains(expect),
            "{name}: {}",
            answer.content()
        );
        if name == "game.kif" {
            // The last position, its SFEN to copy and a board; only to the one who asked.
            assert!(
                answer.content().contains(
                    "SFEN: `lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb "
                ),
                "{}",
                answer.content()
            );
            assert_eq!(answer.files().len(), 1, "the last position's board");
        }
    }

    // Alice challenges the bot itself (its user in the opponent field): the game begins at
    // once; the computer moves first, and its move is posted in the game's thread with the
    // board and the move menu, pinging Alice, as a player's move is.
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(slash(
        i,
        ALICE,
        CHANNEL,
        "challenge",
        vec![
            option("variant", json!("makruk")),
            json!({"name": "opponent", "type": 6, "value": APP.to_string()}),
            option("color", json!("black")),
            option("level", json!(1)),
        ],
        false,
    ));
    let posts = fake
        .wait(mark, 2, |c| {
            c.method == "POST" && c.path.ends_with("/messages") && !c.files().is_empty()
        })
        .await;
    // The computer answers within milliseconds, yet its move waits for the game's first
    // post: they come in that order.
    let begun = &posts[0];
    assert!(
        begun.content().contains("is thinking"),
        "the game's first post comes first: {}",
        begun.content()
    );
    assert!(
        begun
            .content()
            .contains(&format!("<@{APP}> (White, level 1) vs <@{ALICE}> (Black)")),
        "{}",
        begun.content()
    );
    let answer = &posts[1];
    assert_eq!(answer.path, begun.path, "in the same thread");
    let text = answer.content();
    assert!(
        text.contains(&format!("<@{ALICE}> (Black) to move")),
        "{text}"
    );
    assert_eq!(
        answer.json()["allowed_mentions"]["users"],
        json!([ALICE.to_string()])
    );
    let game: i64 = text
        .strip_prefix('#')
        .and_then(|t| t.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .expect("the game's number");
    assert_eq!(
        answer.json()["components"][0]["components"][0]["custom_id"],
        json!(format!("menu:{game}")),
        "{}",
        answer.json()
    );
    let board = png::Decoder::new(std::io::Cursor::new(answer.files()[0].clone()));
    assert!(board.read_info().is_ok(), "the board is a PNG");

    // No "Your move" notice was ever posted beside a move's own message.
    assert!(
        !fake
            .calls()
            .iter()
            .any(|c| c.method == "POST" && c.content().starts_with("Your move in game")),
        "a second message for a move"
    );

    // An interaction from a client set to Korean is answered in Korean (the player chose no
    // language): /rules names the game 장기 and its sides 초 and 한; the command stays.
    let mark = fake.calls().len();
    let i = id();
    let mut asked = slash(
        i,
        CAROL,
        CHANNEL,
        "rules",
        vec![option("variant", json!("janggi"))],
        false,
    );
    asked["locale"] = json!("ko");
    fake.dispatch(asked);
    let answer = fake.reply_to(mark, i).await;
    let text = answer.content();
    assert!(text.contains("장기") && text.contains('초'), "{text}");
    // The same player, a client in English: English.
    let mark = fake.calls().len();
    let i = id();
    fake.dispatch(slash(
        i,
        CAROL,
        CHANNEL,
        "rules",
        vec![option("variant", json!("janggi"))],
        false,
    ));
    let answer = fake.reply_to(mark, i).await;
    assert!(
        answer.content().starts_with("Janggi"),
        "{}",
        answer.content()
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A process running shards 1 to 2 of a bot with 4: it opens a gateway connection for each,
/// naming its shard, and answers on each.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_process_runs_its_range_of_shards() {
    let (fake, port) = Fake::start().await;
    let dir = std::env::temp_dir().join(format!("tabiya-shards-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let service = Service::open(&dir.join("t.db"), discord::PLATFORM).expect("service");
    let handle = ServiceHandle::spawn(service, Arc::new(|| 1_800_000_000));
    let opts = discord::Options {
        token: "test-token".to_owned(),
        application_id: Some(APP),
        test_guild: Some(GUILD),
        api_base: format!("http://127.0.0.1:{port}/api"),
        shards: Some(discord::Shards {
            first: 1,
            last: 2,
            count: 4,
        }),
    };
    let bot = tokio::spawn(async move {
        let _ = discord::run(&opts, handle).await;
    });
    fake.connected(2).await;
    let mut shards = fake.shards.lock().expect("shards").clone();
    shards.sort_by_key(|s| s[0].as_u64());
    assert_eq!(shards, [json!([1, 4]), json!([2, 4])]);
    // A command arrives on one of them and is answered.
    let mark = fake.calls().len();
    fake.dispatch(slash(9_100_001, ALICE, CHANNEL, "help", vec![], false));
    fake.wait(mark, 1, |c| {
        c.method == "POST" && c.path.contains("/interactions/9100001/")
    })
    .await;
    bot.abort();
    let _ = std::fs::remove_dir_all(&dir);
}

/// Discord closes the gateway with a resumable code (a gateway server restarting): the bot
/// resumes the session rather than identifying again, and the commands sent while it was
/// away (Discord replays them on resume) and after are all answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resumable_gateway_close_is_resumed_and_nothing_is_lost() {
    let (fake, port) = Fake::start().await;
    let dir = std::env::temp_dir().join(format!("tabiya-resume-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let service = Service::open(&dir.join("t.db"), discord::PLATFORM).expect("service");
    let handle = ServiceHandle::spawn(service, Arc::new(|| 1_800_000_000));
    let opts = discord::Options {
        token: "test-token".to_owned(),
        application_id: Some(APP),
        test_guild: Some(GUILD),
        api_base: format!("http://127.0.0.1:{port}/api"),
        shards: None,
    };
    let bot = tokio::spawn(async move {
        let _ = discord::run(&opts, handle).await;
    });
    fake.connected(1).await;
    let answered = |id: u64| {
        let fake = Arc::clone(&fake);
        async move {
            fake.wait(0, 1, |c| {
                c.path.contains(&format!("/interactions/{id}/"))
                    || c.path.contains(&format!("token-{id}"))
            })
            .await;
        }
    };
    fake.dispatch(slash(9_200_001, ALICE, CHANNEL, "help", vec![], false));
    tokio::time::timeout(Duration::from_secs(15), answered(9_200_001))
        .await
        .expect("answered before the close");

    fake.close_resumable(4000);
    // Sent while the bot is away: Discord keeps it for the session.
    fake.dispatch(slash(9_200_002, ALICE, CHANNEL, "help", vec![], false));
    tokio::time::timeout(Duration::from_secs(65), fake.resumed(1))
        .await
        .expect("resumed");
    fake.dispatch(slash(9_200_003, BOB, CHANNEL, "help", vec![], false));
    for id in [9_200_002, 9_200_003] {
        tokio::time::timeout(Duration::from_secs(15), answered(id))
            .await
            .unwrap_or_else(|_| panic!("interaction {id} answered after the resume"));
    }
    assert_eq!(
        fake.identified.load(std::sync::atomic::Ordering::SeqCst),
        1,
        "the session was resumed, not identified anew"
    );
    bot.abort();
    let _ = std::fs::remove_dir_all(&dir);
}

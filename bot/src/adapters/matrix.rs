//! The Matrix adapter: room messages starting with the prefix (`!tabiya move Nf3`) become
//! service commands; replies go back as messages in each game's thread, boards as `m.image`
//! (encrypted in encrypted rooms). It holds no game logic.
//!
//! - **Session.** The device and access token are kept in `STORE/session.json` and the
//!   end-to-end keys in matrix-sdk's SQLite store beside it, so a restart is the same device.
//! - **At least once, applied once.** The adapter keeps its own sync token
//!   (`STORE/sync-token`) and moves it on only after every command of a sync response was
//!   handled and answered; after a crash or an unanswered reply the same events come again,
//!   and the service, which records every event id it handled, answers them again without
//!   applying them twice. The first login skips the rooms' history.
//! - **Threads.** A game's first board starts its thread (`m.thread`, with the reply fallback
//!   for clients without threads); later messages about the game go into it. A command sent in
//!   the thread, or as a reply to one of the bot's boards, implies its game.
//! - **Notifications** come from the service's outbox and are removed only once sent: a
//!   homeserver that goes away is retried until it is back. `M_LIMIT_EXCEEDED` is waited out
//!   by matrix-sdk with the server's retry delay.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use matrix_sdk::authentication::matrix::MatrixSession;
use matrix_sdk::config::{RequestConfig, SyncSettings};
use matrix_sdk::event_handler::Ctx;
use matrix_sdk::ruma::events::reaction::{OriginalSyncReactionEvent, ReactionEventContent};
use matrix_sdk::ruma::events::relation::{Annotation, InReplyTo, Thread};
use matrix_sdk::ruma::events::room::member::{MembershipState, StrippedRoomMemberEvent};
use matrix_sdk::ruma::events::room::message::{
    ImageMessageEventContent, MessageType, OriginalSyncRoomMessageEvent, RoomMessageEventContent,
    RoomMessageEventContentWithoutRelation,
};
use matrix_sdk::ruma::events::room::ImageInfo;
use matrix_sdk::ruma::events::Mentions;
use matrix_sdk::ruma::{OwnedEventId, OwnedUserId, UInt, UserId};
use matrix_sdk::{Client, Room, RoomState, SessionMeta, SessionTokens};

use super::record_file::{self, FileTrouble};
use super::AbortOnDrop;
use super::Idiom as _;
use crate::runtime::{Command, Delivery, ServiceHandle};

type Relation =
    matrix_sdk::ruma::events::room::message::Relation<RoomMessageEventContentWithoutRelation>;
use crate::i18n::{msg, Arg, Part};
use crate::service::{Audience, Image, Reply};

/// How the adapter connects, from `[matrix]` and the environment.
#[derive(Clone)]
pub struct Options {
    /// The homeserver's URL.
    pub homeserver: String,
    /// The bot's user id (`@tabiya:example.org`) or localpart.
    pub user: String,
    /// MATRIX_PASSWORD (used once, to log in; the session is kept after that).
    pub password: Option<String>,
    /// MATRIX_ACCESS_TOKEN (instead of a password).
    pub access_token: Option<String>,
    /// The command prefix, `!tabiya`.
    pub prefix: String,
    /// Servers and users whose invitations are accepted; empty: any.
    pub allowed: Vec<String>,
    /// Where the session, the sync token and the encryption keys are kept.
    pub store: PathBuf,
    /// MATRIX_STORE_PASSPHRASE: encrypts the key store, if set.
    pub store_passphrase: Option<String>,
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("homeserver", &self.homeserver)
            .field("user", &self.user)
            .field("password", &self.password.as_ref().map(|_| "set"))
            .field("access_token", &self.access_token.as_ref().map(|_| "set"))
            .field("prefix", &self.prefix)
            .field("allowed", &self.allowed)
            .field("store", &self.store)
            .finish_non_exhaustive()
    }
}

/// What stops the adapter from starting or running.
#[derive(Debug)]
pub enum MatrixError {
    /// The configuration cannot work; the text says what to set.
    Config(String),
    /// The homeserver refused or could not be reached.
    Matrix(matrix_sdk::Error),
    /// The session or sync token could not be kept.
    Io(std::io::Error),
}

impl std::fmt::Display for MatrixError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MatrixError::Config(m) => f.write_str(m),
            MatrixError::Matrix(e) => write!(f, "Matrix: {e}"),
            MatrixError::Io(e) => write!(f, "Matrix store: {e}"),
        }
    }
}

impl std::error::Error for MatrixError {}

impl From<matrix_sdk::Error> for MatrixError {
    fn from(e: matrix_sdk::Error) -> MatrixError {
        MatrixError::Matrix(e)
    }
}

impl From<matrix_sdk::HttpError> for MatrixError {
    fn from(e: matrix_sdk::HttpError) -> MatrixError {
        MatrixError::Matrix(e.into())
    }
}

impl From<std::io::Error> for MatrixError {
    fn from(e: std::io::Error) -> MatrixError {
        MatrixError::Io(e)
    }
}

/// The state event handlers share.
#[derive(Clone)]
struct Bot {
    service: ServiceHandle,
    me: OwnedUserId,
    prefix: String,
    allowed: Vec<String>,
    /// A reply of this sync response could not be sent: keep the sync token, so the same
    /// events come again (the service answers them again without applying them twice).
    failed: Arc<AtomicBool>,
    /// Held while a message about a game finds (or starts) the game's thread, so that a
    /// reply and a notification about a new game never both start one.
    threads: super::threads::GameThreads,
}

/// How the binary starts this adapter. It runs in one process at a time, the holder of the
/// `matrix` lease (two would each answer every message): a second process on the same
/// database waits, and takes over once the holder stops renewing it.
pub static CHAT: crate::platform::Chat = crate::platform::Chat {
    prepare: |config, secrets| {
        let options = config.matrix.options(secrets);
        Ok(Box::new(move |handle| {
            let lease = std::sync::Arc::new(crate::runtime::Lease::new(
                &handle,
                "matrix",
                std::time::Duration::from_secs(20),
            ));
            let held = lease.clone();
            crate::platform::Started {
                running: Box::pin(async move { leased(&options, handle, &held).await }),
                stop: Some(Box::pin(async move { lease.release().await })),
            }
        }))
    },
    // matrix-sdk's lines from warnings. The bot keeps no key backup (its keys live in its
    // store), yet matrix-sdk 0.18 looks for a backup key after every sync and warns that
    // there is none; those lines say nothing an operator can act on and are kept to errors.
    log: "matrix_sdk=warn,matrix_sdk_crypto=warn,matrix_sdk_base=warn,matrix_sdk_crypto::backups=error",
};

/// Runs the adapter while this process holds `lease`, waiting for it when another does.
async fn leased(
    options: &Options,
    handle: ServiceHandle,
    lease: &crate::runtime::Lease,
) -> Result<(), String> {
    loop {
        if !lease.take().await {
            tracing::info!(
                "Matrix: another process runs the Matrix adapter; this one takes over if it stops"
            );
            lease.acquire().await;
            tracing::info!("Matrix: lease taken over ({})", lease.holder());
        }
        let run = async {
            let client = connect(options).await?;
            run(client, options, handle.clone()).await
        };
        tokio::select! {
            ended = run => {
                lease.release().await;
                return ended.map_err(|e| e.to_string());
            }
            () = lease.keep() => tracing::warn!(
                "Matrix: the lease was lost (another process holds it); the adapter stops here until it can be taken back"
            ),
        }
    }
}

/// Logs in (or restores the kept session) and returns the client, not yet syncing.
///
/// # Errors
/// [`MatrixError`] if the homeserver, the credentials or the store fail.
pub async fn connect(opts: &Options) -> Result<Client, MatrixError> {
    if opts.homeserver.is_empty() {
        return Err(MatrixError::Config(
            "matrix.homeserver is empty: set the homeserver's URL in config.toml".into(),
        ));
    }
    std::fs::create_dir_all(&opts.store)?;
    let client = build_client(opts).await?;
    let session_file = opts.store.join("session.json");
    if let Ok(text) = std::fs::read_to_string(&session_file) {
        let session: MatrixSession = serde_json::from_str(&text).map_err(|e| {
            MatrixError::Config(format!("{} is damaged: {e}", session_file.display()))
        })?;
        client.restore_session(session).await?;
        return Ok(client);
    }
    if let Some(token) = &opts.access_token {
        let user_id = user_id(&opts.user, &client)?;
        // The device belongs to the token: ask the homeserver which one it is, from a client
        // without the store (the store must only ever see the real device).
        let probe_client = Client::builder()
            .homeserver_url(&opts.homeserver)
            .build()
            .await
            .map_err(|e| MatrixError::Config(format!("matrix.homeserver: {e}")))?;
        let probe = MatrixSession {
            meta: SessionMeta {
                user_id: user_id.clone(),
                device_id: "TABIYA".into(),
            },
            tokens: SessionTokens {
                access_token: token.clone(),
                refresh_token: None,
            },
        };
        probe_client.restore_session(probe.clone()).await?;
        let who = probe_client.whoami().await?;
        drop(probe_client);
        let device_id = who.device_id.ok_or_else(|| {
            MatrixError::Config(
                "MATRIX_ACCESS_TOKEN has no device; log in with MATRIX_PASSWORD once instead"
                    .into(),
            )
        })?;
        let session = MatrixSession {
            meta: SessionMeta {
                user_id: who.user_id,
                device_id,
            },
            tokens: probe.tokens,
        };
        save_session(&session_file, &session)?;
        client.restore_session(session).await?;
        return Ok(client);
    }
    let Some(password) = &opts.password else {
        return Err(MatrixError::Config(
            "set MATRIX_PASSWORD or MATRIX_ACCESS_TOKEN in the environment or .env".into(),
        ));
    };
    if opts.user.is_empty() {
        return Err(MatrixError::Config(
            "matrix.user is empty: set the bot's user id".into(),
        ));
    }
    client
        .matrix_auth()
        .login_username(&opts.user, password)
        .initial_device_display_name("Tabiya")
        .send()
        .await?;
    let session = client
        .matrix_auth()
        .session()
        .ok_or_else(|| MatrixError::Config("the login gave no session".into()))?;
    save_session(&session_file, &session)?;
    Ok(client)
}

/// The platform name this adapter's players, threads and outbox rows are stored under.
pub const PLATFORM: &str = "matrix";

/// A client on the homeserver with the kept store (not logged in yet).
async fn build_client(opts: &Options) -> Result<Client, MatrixError> {
    // Key backup is off, said so explicitly: the bot's keys live in its store (keep it); no
    // backup is enabled or downloaded from. (matrix-sdk still looks for one after each sync:
    // see CHAT's log levels.)
    let encryption = matrix_sdk::encryption::EncryptionSettings {
        auto_enable_cross_signing: false,
        backup_download_strategy: matrix_sdk::encryption::BackupDownloadStrategy::Manual,
        auto_enable_backups: false,
    };
    Client::builder()
        .homeserver_url(&opts.homeserver)
        .with_encryption_settings(encryption)
        .sqlite_store(opts.store.join("sdk"), opts.store_passphrase.as_deref())
        .request_config(RequestConfig::new().retry_limit(4))
        .build()
        .await
        .map_err(|e| MatrixError::Config(format!("matrix.homeserver: {e}")))
}

fn user_id(user: &str, client: &Client) -> Result<OwnedUserId, MatrixError> {
    let full = if user.starts_with('@') {
        user.to_owned()
    } else {
        let host = client.homeserver();
        format!("@{user}:{}", host.host_str().unwrap_or("localhost"))
    };
    UserId::parse(&full).map_err(|e| MatrixError::Config(format!("matrix.user = \"{user}\": {e}")))
}

fn save_session(path: &Path, session: &MatrixSession) -> Result<(), MatrixError> {
    let text = serde_json::to_string(session)
        .map_err(|e| MatrixError::Config(format!("cannot keep the session: {e}")))?;
    write_private(path, &text)
}

/// Writes `text` atomically, readable by the owner alone (it holds a token).
fn write_private(path: &Path, text: &str) -> Result<(), MatrixError> {
    let tmp = path.with_extension("tmp");
    {
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create(true).truncate(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        let mut f = options.open(&tmp)?;
        std::io::Write::write_all(&mut f, text.as_bytes())?;
        f.sync_all()?;
    }
    std::fs::rename(&tmp, path)?;
    Ok(())
}

/// Runs the adapter until the homeserver refuses the session for good: syncs, answers
/// commands, delivers the outbox. Network failures are retried with a growing pause.
///
/// # Errors
/// [`MatrixError`] for what retrying cannot fix (a revoked token, a broken store).
pub async fn run(
    client: Client,
    opts: &Options,
    service: ServiceHandle,
) -> Result<(), MatrixError> {
    let service = service.for_platform(PLATFORM);
    let me = client
        .user_id()
        .ok_or_else(|| MatrixError::Config("not logged in".into()))?
        .to_owned();
    let token_file = opts.store.join("sync-token");
    let mut token = std::fs::read_to_string(&token_file)
        .ok()
        .map(|t| t.trim().to_owned())
        .filter(|t| !t.is_empty());
    if token.is_none() {
        // A new login: take the rooms as they are, without answering their history.
        let response = client.sync_once(SyncSettings::default()).await?;
        write_private(&token_file, &response.next_batch)?;
        token = Some(response.next_batch);
    }
    // The bot's own account is the computer opponent (`!tabiya challenge @tabiya:example.org
    // makruk`, or `@tabiya` for short).
    let own = me.as_str().trim_start_matches('@').to_owned();
    let _ = service.call(move |s| s.set_computer_handle(&own)).await;
    let bot = Bot {
        service: service.clone(),
        me,
        prefix: opts.prefix.to_ascii_lowercase(),
        allowed: opts.allowed.clone(),
        failed: Arc::new(AtomicBool::new(false)),
        threads: super::threads::GameThreads::default(),
    };
    // Invitations that came while the bot was away.
    for room in client.invited_rooms() {
        if let Ok(Some(inviter)) = room.invite_details().await.map(|d| d.inviter) {
            if bot.allows(inviter.user_id()) {
                join(room).await;
            }
        }
    }
    client.add_event_handler_context(bot.clone());
    client.add_event_handler(on_message);
    client.add_event_handler(on_reaction);
    client.add_event_handler(on_invite);
    // Notifications into their game's thread (with the board), or as a direct message.
    let delivery = {
        let (client, bot) = (client.clone(), bot.clone());
        tokio::spawn(async move {
            let service = bot.service.clone();
            service
                .deliver_outbox("Matrix", |item, image| {
                    let (client, bot) = (client.clone(), bot.clone());
                    async move { deliver(&client, &bot, &item, image.as_ref()).await }
                })
                .await;
        })
    };
    tracing::info!(
        "Matrix: ready as {} (device {}, {} rooms)",
        bot.me,
        client
            .device_id()
            .map(|d| d.to_string())
            .unwrap_or_default(),
        client.joined_rooms().len()
    );
    // Delivery stops with the adapter, also when the adapter is dropped mid-sync (the
    // process lost the Matrix lease): another process delivers from then on.
    let _delivery = AbortOnDrop(delivery);
    sync_loop(&client, &bot, &token_file, token).await
}

async fn sync_loop(
    client: &Client,
    bot: &Bot,
    token_file: &Path,
    mut token: Option<String>,
) -> Result<(), MatrixError> {
    let mut pause = Duration::from_millis(500);
    let mut retries_of_token = 0;
    loop {
        let mut settings = SyncSettings::default().timeout(Duration::from_secs(30));
        if let Some(t) = &token {
            settings = settings.token(t.clone());
        }
        match client.sync_once(settings).await {
            Ok(response) => {
                pause = Duration::from_millis(500);
                // Keep the token when a reply could not be sent, a few times at most.
                if bot.failed.swap(false, Ordering::SeqCst) && retries_of_token < 3 {
                    retries_of_token += 1;
                    tokio::time::sleep(Duration::from_secs(1)).await;
                    continue;
                }
                retries_of_token = 0;
                write_private(token_file, &response.next_batch)?;
                token = Some(response.next_batch);
            }
            Err(e) => {
                if let Some(kind) = e.client_api_error_kind() {
                    use matrix_sdk::ruma::api::error::ErrorKind;
                    if matches!(kind, ErrorKind::UnknownToken { .. }) {
                        return Err(MatrixError::Config(format!(
                            "the homeserver no longer knows the session ({e}); remove {} to log in again",
                            token_file.with_file_name("session.json").display()
                        )));
                    }
                }
                tracing::warn!("Matrix sync failed, retrying in {pause:?}: {e}");
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(Duration::from_secs(30));
            }
        }
    }
}

impl Bot {
    /// Whether an invitation from `user` is accepted.
    fn allows(&self, user: &UserId) -> bool {
        invitation_allowed(&self.allowed, user)
    }

    /// A look-up on the service's thread; a failure is logged and reads as nothing known.
    async fn look_up<R: Send + 'static>(
        &self,
        f: impl FnOnce(&mut crate::service::Service) -> Result<Option<R>, crate::storage::StorageError>
            + Send
            + 'static,
    ) -> Option<R> {
        match self.service.call(f).await {
            Ok(Ok(found)) => found,
            Ok(Err(e)) => {
                tracing::error!("Matrix: {e}");
                None
            }
            Err(e) => {
                tracing::error!("Matrix: {e}");
                None
            }
        }
    }

    /// Hands `command` to the service and sends its replies; if that fails, the sync token
    /// is kept so the event comes again.
    async fn run(
        &self,
        room: &Room,
        cause: &OwnedEventId,
        thread: Option<OwnedEventId>,
        sender: &UserId,
        command: Command,
    ) {
        // Notices the command causes (the computer's answer) wait until its answer is sent.
        match self.service.handle_posting(command).await {
            Ok((replies, _posting)) => self.answer(room, cause, thread, sender, replies).await,
            Err(e) => {
                tracing::error!("Matrix: {e}");
                self.failed.store(true, Ordering::SeqCst);
            }
        }
    }

    /// The command in a message's text, as the service's grammar (`/move Nf3`).
    fn command_of(&self, body: &str) -> Option<String> {
        let body = strip_reply_fallback(body).trim();
        let head = body.get(..self.prefix.len())?;
        if !head.eq_ignore_ascii_case(&self.prefix) {
            return None;
        }
        let rest = &body[self.prefix.len()..];
        if !(rest.is_empty() || rest.starts_with(char::is_whitespace)) {
            return None;
        }
        let rest = rest.trim().trim_start_matches('/');
        Some(if rest.is_empty() {
            "/help".to_owned()
        } else {
            format!("/{rest}")
        })
    }

    /// Sends the service's replies for the command `cause` in `room`; `thread` is the thread
    /// the command was sent in, if any.
    async fn answer(
        &self,
        room: &Room,
        cause: &OwnedEventId,
        thread: Option<OwnedEventId>,
        sender: &UserId,
        replies: Vec<Reply>,
    ) {
        for r in replies {
            if let Err(e) = self
                .send_reply(room, cause, thread.clone(), sender, r)
                .await
            {
                tracing::warn!("Matrix: a reply could not be sent: {e}");
                self.failed.store(true, Ordering::SeqCst);
            }
        }
    }

    async fn send_reply(
        &self,
        room: &Room,
        cause: &OwnedEventId,
        thread: Option<OwnedEventId>,
        sender: &UserId,
        r: Reply,
    ) -> Result<(), matrix_sdk::Error> {
        // Private means private: what is for the sender alone (his board, an error, a
        // record) goes to his direct room with the bot, made on first use — never into a
        // room others read. A command sent in that room is answered there as usual.
        if r.audience == Audience::Private {
            if let Some(direct) = self.direct_room(room, sender).await {
                return self.send_direct(&direct, r).await;
            }
        }
        let now = self.service.now();
        // A record goes as a file, shown by a short preview in a code block; a private
        // answer in a shared room names its reader first.
        let mut said = super::said(&r, r.lang);
        let pings = match r.audience {
            Audience::Private => {
                said.splice(
                    0..0,
                    [
                        Part::Player(localpart_handle(sender)),
                        Part::Text(": ".to_owned()),
                    ],
                );
                vec![sender.to_owned()]
            }
            Audience::Channel => users_of(r.pings.iter().map(String::as_str)),
        };
        // Matrix refuses events over 64 KiB: a long text goes as several messages, the rest
        // following the first.
        let mut contents =
            messages(&said, r.audience == Audience::Private, &pings, &self.prefix).into_iter();
        let content = contents
            .next()
            .unwrap_or_else(|| RoomMessageEventContent::notice_plain(String::new()));
        let rest: Vec<RoomMessageEventContent> = contents.collect();
        // Where: a game's thread for public news of a game; otherwise a reply to the command
        // (in the thread it was sent in, if any).
        let (sent, root) = match (&r.audience, r.game) {
            (Audience::Channel, Some(game)) => {
                let (sent, root) = self.send_in_game(room, game, content, Some(cause)).await?;
                (sent, Some(root))
            }
            _ => {
                let mut content = content;
                // A real reply to the command (in its thread, if any): not a thread
                // message that merely falls back to one.
                content.relates_to = Some(match &thread {
                    Some(root) => Relation::Thread(Thread::reply(root.clone(), cause.clone())),
                    None => Relation::Reply(matrix_sdk::ruma::events::relation::Reply::new(
                        InReplyTo::new(cause.clone()),
                    )),
                });
                (room.send(content).await?.response.event_id, thread.clone())
            }
        };
        self.remember(&sent, r.game, r.challenge, now).await;
        for mut more in rest {
            more.relates_to = Some(match &root {
                Some(root) => thread_relation(root.clone(), &sent),
                None => Relation::Reply(matrix_sdk::ruma::events::relation::Reply::new(
                    InReplyTo::new(sent.clone()),
                )),
            });
            room.send(more).await?;
        }
        if r.challenge.is_some() {
            // Offer the answers as reactions to click.
            for key in ["👍", "👎"] {
                let reaction =
                    ReactionEventContent::new(Annotation::new(sent.clone(), key.to_owned()));
                room.send(reaction).await?;
            }
        }
        if let Some(name) = &r.file {
            let relation = match &root {
                Some(root) => Some(thread_relation(root.clone(), &sent)),
                None => Some(Relation::Reply(
                    matrix_sdk::ruma::events::relation::Reply::new(InReplyTo::new(sent.clone())),
                )),
            };
            send_file(room, name, r.text.as_bytes(), relation).await?;
        }
        if let Some(image) = &r.image {
            let relation = match root {
                Some(root) => Some(thread_relation(root, &sent)),
                None => Some(Relation::Reply(
                    matrix_sdk::ruma::events::relation::Reply::new(InReplyTo::new(sent.clone())),
                )),
            };
            let image_id = send_image(room, image, relation).await?;
            self.remember(&image_id, r.game, None, now).await;
        }
        Ok(())
    }

    /// The sender's direct room with the bot, unless `room` already holds only the two of
    /// them (then `None`: answer in place; a room flagged direct may hold more, so the
    /// members are counted). Made (and the sender invited) on first use.
    async fn direct_room(&self, room: &Room, sender: &UserId) -> Option<Room> {
        let client = room.client();
        // The summary's counts may not be filled in yet; the member list is (fetched once).
        let members = room
            .members(matrix_sdk::RoomMemberships::ACTIVE)
            .await
            .map_or(0, |m| m.len() as u64)
            .max(room.active_members_count());
        if members <= 2 {
            return None;
        }
        if let Some(dm) = client.get_dm_room(sender) {
            return Some(dm);
        }
        match client.create_dm(sender).await {
            Ok(dm) => Some(dm),
            Err(e) => {
                tracing::warn!("Matrix: no direct room with {sender} ({e}); answering in the room");
                None
            }
        }
    }

    /// A private reply in the sender's direct room: its text (a notice), its board, its file.
    async fn send_direct(&self, direct: &Room, r: Reply) -> Result<(), matrix_sdk::Error> {
        let mut contents = messages(&super::said(&r, r.lang), true, &[], &self.prefix).into_iter();
        let first = contents
            .next()
            .unwrap_or_else(|| RoomMessageEventContent::notice_plain(String::new()));
        let sent = direct.send(first).await?.response.event_id;
        for more in contents {
            direct.send(more).await?;
        }
        let relation = || {
            Some(Relation::Reply(
                matrix_sdk::ruma::events::relation::Reply::new(InReplyTo::new(sent.clone())),
            ))
        };
        if let Some(name) = &r.file {
            send_file(direct, name, r.text.as_bytes(), relation()).await?;
        }
        if let Some(image) = &r.image {
            send_image(direct, image, relation()).await?;
        }
        Ok(())
    }

    /// Sends `content` into the thread of `game` (its reply fallback to `latest`, else the
    /// root), starting the thread with it when the game has none yet. Returns the event's id
    /// and the thread's root.
    async fn send_in_game(
        &self,
        room: &Room,
        game: i64,
        mut content: RoomMessageEventContent,
        latest: Option<&OwnedEventId>,
    ) -> Result<(OwnedEventId, OwnedEventId), matrix_sdk::Error> {
        use super::threads::Thread;
        // A game without a thread starts one with this message: it is its root.
        let first = content.clone();
        let start = || async {
            let sent = room.send(first).await?.response.event_id;
            Ok::<_, matrix_sdk::Error>(Some((room.room_id().to_string(), sent.to_string(), sent)))
        };
        match self
            .threads
            .find_or_start(&self.service, game, None, start)
            .await?
        {
            Thread::Started(_, sent) => Ok((sent.clone(), sent)),
            Thread::Found(root) => match root.parse::<OwnedEventId>() {
                Ok(root) => {
                    content.relates_to =
                        Some(thread_relation(root.clone(), latest.unwrap_or(&root)));
                    let sent = room.send(content).await?.response.event_id;
                    Ok((sent, root))
                }
                // A remembered root that is no event id: the message goes on its own.
                Err(_) => {
                    let sent = room.send(content).await?.response.event_id;
                    Ok((sent.clone(), sent))
                }
            },
            // Not given by `start`, which always sends; answered as a message of its own.
            Thread::Unstarted => {
                let sent = room.send(content).await?.response.event_id;
                Ok((sent.clone(), sent))
            }
        }
    }

    async fn remember(
        &self,
        post: &OwnedEventId,
        game: Option<i64>,
        challenge: Option<i64>,
        now: i64,
    ) {
        if game.is_none() && challenge.is_none() {
            return;
        }
        let post = post.to_string();
        let _ = self
            .service
            .call(move |s| s.record_post(&post, game, challenge, now))
            .await;
    }
}

/// Whether `allowed` (servers such as `example.org`, users such as `@alice:example.org`;
/// empty: anyone) lets `user`'s invitations in.
fn invitation_allowed(allowed: &[String], user: &UserId) -> bool {
    allowed.is_empty()
        || allowed.iter().any(|a| {
            a.trim_start_matches('@') == user.as_str().trim_start_matches('@')
                || a == user.server_name().as_str()
        })
}

/// A thread relation with the reply fallback to `latest` for clients without threads.
fn thread_relation(root: OwnedEventId, latest: &OwnedEventId) -> Relation {
    Relation::Thread(Thread::plain(root, latest.clone()))
}

/// The handle the service knows a Matrix user by: the user id without its `@`, so that
/// `@bob:example.org` in a command and in a reply is the user id itself.
fn localpart_handle(user: &UserId) -> String {
    user.as_str().trim_start_matches('@').to_owned()
}

/// Drops the `> ` quote of a rich reply's fallback body.
fn strip_reply_fallback(body: &str) -> &str {
    if !body.starts_with("> ") {
        return body;
    }
    match body.find("\n\n") {
        Some(i) => &body[i + 2..],
        None => body,
    }
}

/// How Matrix writes a message's parts in its text body: a player as the user id
/// (`@bob:example.org`), commands as typed here (`!tabiya accept 1`, in a sentence's words
/// too), code in backticks.
struct MatrixIdiom<'a> {
    prefix: &'a str,
}

impl super::Idiom for MatrixIdiom<'_> {
    fn player(&self, handle: &str) -> String {
        format!("@{handle}")
    }

    fn command(&self, command: &str) -> String {
        crate::service::with_prefix(command, self.prefix)
    }

    fn text(&self, text: &str) -> String {
        crate::service::with_prefix(text, self.prefix)
    }
}

/// The HTML of `parts`: the pinged players as the pills clients show, code as `<code>` (a
/// block as `<pre><code>`), the rest escaped with its line breaks. A user id that is not a
/// pinged player (in a tournament's name, say) is escaped text and pings no one.
fn html_of(parts: &[Part], idiom: &MatrixIdiom<'_>, pings: &[OwnedUserId]) -> String {
    let mut html = String::new();
    for p in parts {
        match p {
            Part::Text(t) => html.push_str(&escape(&idiom.text(t)).replace('\n', "<br>")),
            Part::Command(c) => html.push_str(&escape(&idiom.command(c))),
            Part::Code(c) if c.contains('\n') => {
                html.push_str(&format!("<pre><code>{}</code></pre>", escape(c)));
            }
            Part::Code(c) => html.push_str(&format!("<code>{}</code>", escape(c))),
            Part::Player(h) => {
                let id = idiom.player(h);
                match pings.iter().find(|u| u.as_str() == id) {
                    Some(u) => html.push_str(&format!(
                        "<a href=\"https://matrix.to/#/{0}\">{0}</a>",
                        escape(u.as_str())
                    )),
                    None => html.push_str(&escape(&id)),
                }
            }
        }
    }
    html
}

/// The messages (text, or for private answers notices) that say `parts` and notify exactly
/// `pings` (`m.mentions`): one, or, past the event's limit, several in plain text, split at
/// line breaks, the first carrying the mentions.
fn messages(
    parts: &[Part],
    notice: bool,
    pings: &[OwnedUserId],
    prefix: &str,
) -> Vec<RoomMessageEventContent> {
    let idiom = MatrixIdiom { prefix };
    let text = super::written(parts, &idiom);
    let mentions = || Mentions::with_user_ids(pings.iter().cloned());
    if text.len() <= MAX_EVENT_TEXT {
        let html = html_of(parts, &idiom, pings);
        let content = if notice {
            RoomMessageEventContent::notice_html(text, html)
        } else {
            RoomMessageEventContent::text_html(text, html)
        };
        return vec![content.add_mentions(mentions())];
    }
    super::split_text(&text, MAX_EVENT_TEXT)
        .into_iter()
        .enumerate()
        .map(|(i, piece)| {
            let content = if notice {
                RoomMessageEventContent::notice_plain(piece)
            } else {
                RoomMessageEventContent::text_plain(piece)
            };
            if i == 0 {
                content.add_mentions(mentions())
            } else {
                content
            }
        })
        .collect()
}

/// The most text one message carries (the event, HTML and all, must stay under 64 KiB).
const MAX_EVENT_TEXT: usize = 24_000;

/// The Matrix users among the service's handles (a handle is a user id without its `@`).
fn users_of<'a>(handles: impl IntoIterator<Item = &'a str>) -> Vec<OwnedUserId> {
    handles
        .into_iter()
        .filter_map(|h| UserId::parse(format!("@{}", h.trim_start_matches('@'))).ok())
        .collect()
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Uploads a record (encrypted in an encrypted room) and posts it as `m.file` named `name`.
async fn send_file(
    room: &Room,
    name: &str,
    bytes: &[u8],
    relation: Option<Relation>,
) -> Result<OwnedEventId, matrix_sdk::Error> {
    use matrix_sdk::ruma::events::room::message::FileInfo;
    use matrix_sdk::ruma::events::room::message::FileMessageEventContent;
    let client = room.client();
    let encrypted = room
        .latest_encryption_state()
        .await
        .map(|s| s.is_encrypted())
        .unwrap_or(true);
    let mut content = if encrypted {
        let mut reader = std::io::Cursor::new(bytes);
        let file = client.upload_encrypted_file(&mut reader).await?;
        FileMessageEventContent::encrypted(name.to_owned(), file)
    } else {
        let response = client
            .media()
            .upload(&mime::TEXT_PLAIN_UTF_8, bytes.to_vec(), None)
            .await?;
        FileMessageEventContent::plain(name.to_owned(), response.content_uri)
    };
    let mut info = FileInfo::new();
    info.mimetype = Some("text/plain; charset=utf-8".to_owned());
    info.size = UInt::new(bytes.len() as u64);
    content = content.info(Box::new(info));
    content.filename = Some(name.to_owned());
    let mut message = RoomMessageEventContent::new(MessageType::File(content));
    message.relates_to = relation;
    Ok(room.send(message).await?.response.event_id)
}

/// Uploads a board (encrypted in an encrypted room) and posts it as `m.image`, its alt text
/// as the body, with its size in `info`.
async fn send_image(
    room: &Room,
    image: &Image,
    relation: Option<Relation>,
) -> Result<OwnedEventId, matrix_sdk::Error> {
    let client = room.client();
    let (width, height) = picture_size(&image.data).unwrap_or((0, 0));
    let encrypted = room
        .latest_encryption_state()
        .await
        .map(|s| s.is_encrypted())
        .unwrap_or(true);
    let mut content = if encrypted {
        let mut reader = std::io::Cursor::new(&image.data);
        let file = client.upload_encrypted_file(&mut reader).await?;
        ImageMessageEventContent::encrypted(image.alt.clone(), file)
    } else {
        let mime: mime::Mime = image.mime().parse().expect("a valid MIME type");
        let response = client
            .media()
            .upload(&mime, image.data.clone(), None)
            .await?;
        ImageMessageEventContent::plain(image.alt.clone(), response.content_uri)
    };
    let mut info = ImageInfo::new();
    info.width = Some(UInt::from(width));
    info.height = Some(UInt::from(height));
    info.mimetype = Some(image.mime().to_owned());
    info.size = UInt::new(image.data.len() as u64);
    content = content.info(Box::new(info));
    content.filename = Some(image.file_name().to_owned());
    let mut message = RoomMessageEventContent::new(MessageType::Image(content));
    message.relates_to = relation;
    Ok(room.send(message).await?.response.event_id)
}

/// Width and height from a PNG's header.
fn picture_size(data: &[u8]) -> Option<(u32, u32)> {
    if data.starts_with(b"GIF8") {
        // A GIF's logical screen: two little-endian 16-bit numbers after the signature.
        let w = data.get(6..8)?;
        let h = data.get(8..10)?;
        return Some((
            u32::from(u16::from_le_bytes(w.try_into().ok()?)),
            u32::from(u16::from_le_bytes(h.try_into().ok()?)),
        ));
    }
    let w = data.get(16..20)?;
    let h = data.get(20..24)?;
    Some((
        u32::from_be_bytes(w.try_into().ok()?),
        u32::from_be_bytes(h.try_into().ok()?),
    ))
}

#[expect(
    clippy::too_many_lines,
    reason = "a room message's whole path (edits, replies, files, the prefix); to share with Discord's"
)]
async fn on_message(ev: OriginalSyncRoomMessageEvent, room: Room, bot: Ctx<Bot>) {
    if ev.sender == bot.me || room.state() != RoomState::Joined {
        return;
    }
    // An edited command (`m.replace`) is the new command when the one it edits was never
    // handled (a typo in the prefix, say); an edit of a command already carried out is
    // answered that it was not carried out again.
    if let Some(Relation::Replacement(r)) = &ev.content.relates_to {
        let MessageType::Text(new) = &r.new_content.msgtype else {
            return;
        };
        let Some(command) = bot.command_of(&new.body) else {
            return;
        };
        let original = r.event_id.to_string();
        let handled = bot
            .look_up(move |s| s.was_handled(&original).map(Some))
            .await
            .unwrap_or(true);
        if handled {
            let said = crate::i18n::parts(
                "en",
                &msg!(
                    "platform-edit-ignored",
                    who = Arg::player(localpart_handle(&ev.sender))
                ),
            );
            let mut notice =
                messages(&said, true, std::slice::from_ref(&ev.sender), &bot.prefix).swap_remove(0);
            let target = match bot.direct_room(&room, &ev.sender).await {
                Some(direct) => direct,
                None => {
                    notice.relates_to = Some(Relation::Reply(
                        matrix_sdk::ruma::events::relation::Reply::new(InReplyTo::new(
                            ev.event_id.clone(),
                        )),
                    ));
                    room.clone()
                }
            };
            if let Err(e) = target.send(notice).await {
                tracing::warn!("Matrix: a reply could not be sent: {e}");
            }
            return;
        }
        let command = Command {
            event_id: ev.event_id.to_string(),
            user: localpart_handle(&ev.sender),
            channel: room.room_id().to_string(),
            text: command,
            game: None,
            name: None,
            moderator: false,
            locale: None,
            place_locale: None,
        };
        bot.run(&room, &ev.event_id, None, &ev.sender, command)
            .await;
        return;
    }
    let MessageType::Text(text) = &ev.content.msgtype else {
        return;
    };
    let Some(mut command) = bot.command_of(&text.body) else {
        return;
    };
    // The game the context implies: the thread the command is in, or the board replied to.
    let (thread, replied) = match &ev.content.relates_to {
        Some(Relation::Thread(t)) => (Some(t.event_id.clone()), None),
        Some(Relation::Reply(r)) => (None, Some(r.in_reply_to.event_id.clone())),
        _ => (None, None),
    };
    // `!tabiya import` in reply to a file: the file is the record.
    if let (Some(post), true) = (&replied, is_import(&command)) {
        match replied_file(&room, post).await {
            Ok(Some(record)) => {
                command.push('\n');
                command.push_str(&record);
            }
            Ok(None) => {}
            Err(trouble) => {
                let (user, channel) = (ev.sender.to_string(), room.room_id().to_string());
                let lang = bot
                    .service
                    .call(move |s| s.language_of(&user, &channel, None))
                    .await
                    .unwrap_or("en");
                let why = crate::i18n::render(lang, &trouble.said());
                let content = RoomMessageEventContent::notice_plain(why);
                if let Err(e) = room.send(content).await {
                    tracing::warn!("Matrix: notice not sent: {e}");
                }
                return;
            }
        }
    }
    let game = match (&thread, &replied) {
        (Some(root), _) => {
            let root = root.to_string();
            bot.look_up(move |s| s.game_of_thread(&root)).await
        }
        (None, Some(post)) => {
            let post = post.to_string();
            bot.look_up(move |s| s.post_subject(&post))
                .await
                .and_then(|p| p.game)
        }
        _ => None,
    };
    // Room moderators (who may kick) may run tournaments here and choose the room's
    // language; asked only when it matters.
    let asks = command.starts_with("/tournament")
        || (command.starts_with("/settings") && command.contains("channel:"));
    let moderator = asks && moderates(&room, &ev.sender).await;
    let command = Command {
        event_id: ev.event_id.to_string(),
        user: localpart_handle(&ev.sender),
        channel: room.room_id().to_string(),
        text: command,
        game,
        name: None,
        moderator,
        locale: None,
        place_locale: None,
    };
    bot.run(&room, &ev.event_id, thread, &ev.sender, command)
        .await;
}

/// Whether a command line names a command that reads a record (a file replied to is one).
fn is_import(command: &str) -> bool {
    command
        .split_whitespace()
        .next()
        .and_then(crate::service::table::find)
        .is_some_and(crate::service::table::takes_record)
}

/// The text of the file `post` is (`None`: it is not a file), as a record.
///
/// # Errors
/// Why the file cannot be read as a record.
async fn replied_file(room: &Room, post: &OwnedEventId) -> Result<Option<String>, FileTrouble> {
    use matrix_sdk::ruma::events::{AnySyncMessageLikeEvent, AnySyncTimelineEvent};
    let event = room.event(post, None).await.map_err(|e| {
        tracing::warn!("Matrix: replied event {post} not fetched: {e}");
        FileTrouble::ReplyUnfetched
    })?;
    let Ok(AnySyncTimelineEvent::MessageLike(AnySyncMessageLikeEvent::RoomMessage(m))) =
        event.raw().deserialize()
    else {
        return Ok(None);
    };
    let Some(original) = m.as_original() else {
        return Ok(None);
    };
    let MessageType::File(file) = &original.content.msgtype else {
        return Ok(None);
    };
    let name = file.filename().to_owned();
    let size = file.info.as_ref().and_then(|i| i.size).map_or(0, u64::from);
    record_file::sized(&name, size)?;
    let bytes = room
        .client()
        .media()
        .get_file(file, false)
        .await
        .map_err(|e| {
            tracing::warn!("Matrix: file {name} not downloaded: {e}");
            FileTrouble::Unfetched(name.clone())
        })?
        .unwrap_or_default();
    record_file::text(&name, bytes).map(Some)
}

/// Whether `user` moderates `room`: their power level lets them kick.
async fn moderates(room: &Room, user: &UserId) -> bool {
    matches!(room.get_member_no_sync(user).await, Ok(Some(m)) if m.can_kick())
}

async fn on_reaction(ev: OriginalSyncReactionEvent, room: Room, bot: Ctx<Bot>) {
    if ev.sender == bot.me || room.state() != RoomState::Joined {
        return;
    }
    let Annotation { event_id, key, .. } = &ev.content.relates_to;
    let verb = match key.trim_end_matches('\u{fe0f}') {
        "👍" | "✅" | "✔" | "☑" => "accept",
        "👎" | "❌" | "✖" => "decline",
        _ => return,
    };
    let post = event_id.to_string();
    let Some(challenge) = bot
        .look_up(move |s| s.post_subject(&post))
        .await
        .and_then(|p| p.challenge)
    else {
        return;
    };
    let command = Command {
        event_id: ev.event_id.to_string(),
        user: localpart_handle(&ev.sender),
        channel: room.room_id().to_string(),
        text: format!("/{verb} {challenge}"),
        game: None,
        name: None,
        moderator: false,
        locale: None,
        place_locale: None,
    };
    bot.run(&room, event_id, None, &ev.sender, command).await;
}

async fn on_invite(ev: StrippedRoomMemberEvent, room: Room, bot: Ctx<Bot>) {
    if ev.state_key != bot.me || ev.content.membership != MembershipState::Invite {
        return;
    }
    if !bot.allows(&ev.sender) {
        tracing::info!(
            "Matrix: invitation from {} refused (matrix.allowed)",
            ev.sender
        );
        // Rejected, with the reason the inviter's client shows; not left pending.
        use matrix_sdk::ruma::api::client::membership::leave_room;
        let mut reject = leave_room::v3::Request::new(room.room_id().to_owned());
        reject.reason = Some(
            "This Tabiya bot joins rooms only on invitations from the servers and users its operator allows."
                .to_owned(),
        );
        let client = room.client();
        tokio::spawn(async move {
            if let Err(e) = client.send(reject).await {
                tracing::warn!("Matrix: an invitation could not be rejected: {e}");
            }
        });
        return;
    }
    // Joining inside the sync would hold it up; the homeserver may also need a moment.
    tokio::spawn(join(room));
}

async fn join(room: Room) {
    let mut pause = Duration::from_millis(200);
    for _ in 0..8 {
        match room.join().await {
            Ok(()) => return,
            Err(e) => {
                tracing::warn!("Matrix: joining {} failed, retrying: {e}", room.room_id());
                tokio::time::sleep(pause).await;
                pause *= 2;
            }
        }
    }
}

async fn deliver(
    client: &Client,
    bot: &Bot,
    item: &crate::storage::OutboxItem,
    image: Option<&Image>,
) -> Result<Delivery, MatrixError> {
    let room = if item.direct {
        let Some(who) = item
            .recipient
            .as_deref()
            .and_then(|r| UserId::parse(format!("@{r}")).ok())
        else {
            return Ok(Delivery::NotOurs);
        };
        match client.get_dm_room(&who) {
            Some(room) => room,
            None => client.create_dm(&who).await?,
        }
    } else {
        let Ok(room_id) = matrix_sdk::ruma::RoomId::parse(&item.channel) else {
            return Ok(Delivery::NotOurs);
        };
        match client.get_room(&room_id) {
            Some(room) if room.state() == RoomState::Joined => room,
            _ => {
                tracing::info!("Matrix: not in {room_id} any more; a notification is dropped");
                return Ok(Delivery::Done);
            }
        }
    };
    let said = Reply::notice(item, None, None).parts(item.lang);
    let mut contents = messages(
        &said,
        false,
        &users_of(item.recipient.as_deref()),
        &bot.prefix,
    )
    .into_iter();
    let Some(content) = contents.next() else {
        return Ok(Delivery::Done);
    };
    let relation = match item.game_id {
        Some(game) if !item.direct => {
            let (sent, root) = bot.send_in_game(&room, game, content, None).await?;
            bot.remember(&sent, Some(game), None, bot.service.now())
                .await;
            Some(thread_relation(root, &sent))
        }
        _ => {
            room.send(content).await?;
            None
        }
    };
    for more in contents {
        room.send(more).await?;
    }
    if let (Some(image), false) = (image, item.direct) {
        let id = send_image(&room, image, relation).await?;
        bot.remember(&id, item.game_id, None, bot.service.now())
            .await;
    }
    Ok(Delivery::Done)
}

#[cfg(test)]
mod tests {
    use super::{
        invitation_allowed, messages, picture_size, strip_reply_fallback, MessageType, Part,
        UserId, MAX_EVENT_TEXT,
    };

    #[test]
    fn invitations_follow_the_allow_list() {
        let alice = UserId::parse("@alice:example.org").expect("id");
        let mallory = UserId::parse("@mallory:evil.example").expect("id");
        assert!(invitation_allowed(&[], &mallory), "empty: anyone");
        let servers = vec!["example.org".to_owned()];
        assert!(invitation_allowed(&servers, &alice));
        assert!(!invitation_allowed(&servers, &mallory));
        let users = vec!["@mallory:evil.example".to_owned()];
        assert!(invitation_allowed(&users, &mallory));
        assert!(!invitation_allowed(&users, &alice));
        // A server entry does not let in a user of a server whose name merely ends with it.
        let sly = UserId::parse("@a:notexample.org").expect("id");
        assert!(!invitation_allowed(&servers, &sly));
    }

    #[test]
    fn reply_fallback_is_dropped() {
        assert_eq!(
            strip_reply_fallback("> <@a:x> old\n> more\n\n!tabiya move e3"),
            "!tabiya move e3"
        );
        assert_eq!(strip_reply_fallback("!tabiya help"), "!tabiya help");
    }

    #[test]
    fn mentions_only_where_meant_on_matrix() {
        // A tournament named after another user, `@room`, and HTML: shown, escaped, no ping.
        let bob = UserId::parse("@bob:example.org").expect("user id");
        let c = messages(
            &[
                Part::Text("Round 2 of @eve:example.org <b>@room</b> starts; ".into()),
                Part::Player("bob:example.org".into()),
                Part::Text(" to move.".into()),
            ],
            false,
            std::slice::from_ref(&bob),
            "!tabiya",
        )
        .swap_remove(0);
        let MessageType::Text(t) = &c.msgtype else {
            panic!("a text message")
        };
        let html = &t.formatted.as_ref().expect("html").body;
        assert!(
            html.contains("@eve:example.org &lt;b&gt;@room&lt;/b&gt;"),
            "{html}"
        );
        assert!(!html.contains("matrix.to/#/@eve"), "{html}");
        let mentions = c.mentions.expect("mentions");
        assert_eq!(mentions.user_ids.into_iter().collect::<Vec<_>>(), vec![bob]);
        assert!(!mentions.room);
    }

    #[test]
    fn long_texts_split_at_line_breaks_within_the_event_limit() {
        let text: String = (0..5_000)
            .map(|i| format!("#{i} Shatranj vs @someone: your move\n"))
            .collect();
        let parts = crate::adapters::split_text(&text, MAX_EVENT_TEXT);
        assert!(parts.len() > 1);
        assert!(parts
            .iter()
            .all(|p| p.len() <= MAX_EVENT_TEXT && !p.is_empty()));
        assert_eq!(parts.concat().matches('#').count(), 5_000, "no line lost");
        // A text with no line break, of many-byte characters, is cut at a character boundary.
        let wide = "同".repeat(20_000);
        let parts = crate::adapters::split_text(&wide, MAX_EVENT_TEXT);
        assert_eq!(parts.concat(), wide);
    }

    #[test]
    fn replies_name_commands_as_matrix_types_them() {
        let text = "Challenge #1: answer with /accept 1 or /decline 1. Draws: 1/2-1/2; (/help), `/move e3`, https://matrix.to/#/x, /nosuch.";
        assert_eq!(
            crate::service::with_prefix(text, "!tabiya"),
            "Challenge #1: answer with !tabiya accept 1 or !tabiya decline 1. Draws: 1/2-1/2; (!tabiya help), `!tabiya move e3`, https://matrix.to/#/x, /nosuch."
        );
        // Help names every command the Matrix way.
        let help = crate::service::with_prefix(
            &crate::i18n::english(&crate::service::table::overview()),
            "!tabiya",
        );
        assert!(!help.lines().any(|l| l.starts_with('/')), "{help}");
        // Code becomes <code>, a block <pre><code>; commands are typed the Matrix way.
        let c = messages(
            &[
                Part::Text("Send ".into()),
                Part::Command("/accept 1".into()),
                Part::Text(" or ".into()),
                Part::Code("/move e3".into()),
                Part::Text(":\n".into()),
                Part::Code("[Event \"x\"]\n".into()),
            ],
            true,
            &[],
            "!tabiya",
        )
        .swap_remove(0);
        let MessageType::Notice(n) = &c.msgtype else {
            panic!("a notice")
        };
        let html = &n.formatted.as_ref().expect("html").body;
        assert!(html.contains("<code>/move e3</code>"), "{html}");
        assert!(html.starts_with("Send !tabiya accept 1 or "), "{html}");
        assert!(
            html.contains("<pre><code>[Event &quot;x&quot;]\n</code></pre>"),
            "{html}"
        );
    }

    #[test]
    fn mentions_become_pills() {
        let bob = UserId::parse("@bob:example.org").expect("user id");
        let c = messages(
            &[
                Part::Player("bob:example.org".into()),
                Part::Text(" (Black) to move.".into()),
            ],
            false,
            &[bob],
            "!tabiya",
        )
        .swap_remove(0);
        let MessageType::Text(t) = &c.msgtype else {
            panic!("a text message")
        };
        let html = &t.formatted.as_ref().expect("html").body;
        assert!(html.starts_with("<a href=\"https://matrix.to/#/@bob:example.org\">"));
        assert_eq!(
            c.mentions.expect("mentions").user_ids.len(),
            1,
            "the mentioned user"
        );
    }

    #[test]
    fn picture_size_reads_the_header_of_a_board_and_of_a_replay() {
        let image = tabiya_render::render(
            &tabiya_engine::view::BoardView::new(
                &tabiya_engine::Position::new(
                    tabiya_engine::Variant::historical("shatranj", &[]).expect("game"),
                ),
                None,
            ),
            &tabiya_render::Options::default(),
        );
        let (w, h) = picture_size(&image.png).expect("a PNG");
        assert!(w > 400 && h > 400, "{w}×{h}");
        let view = tabiya_engine::view::BoardView::new(
            &tabiya_engine::Position::new(
                tabiya_engine::Variant::historical("shatranj", &[]).expect("game"),
            ),
            None,
        );
        let gif = tabiya_render::replay::replay(&[view], &tabiya_render::Options::default());
        assert_eq!(picture_size(&gif.gif), Some((gif.width, gif.height)));
    }
}

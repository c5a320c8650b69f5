//! The Discord adapter: slash commands, autocomplete, buttons and select menus become service
//! commands; replies come back as messages in each game's thread, boards as PNG attachments.
//! It holds no game logic and needs no privileged intent (no Message Content): everything a
//! player does is an interaction.
//!
//! - **Acknowledged at once.** Every command and button is deferred (ephemeral) before the
//!   service runs, so Discord's three seconds never run out; the answer follows as an edit of
//!   that response. Autocomplete answers directly (the service's look-up takes microseconds).
//! - **Private and public.** What only the caller should see — errors, `/board`, `/games`,
//!   `/export`, a resignation to confirm — is the ephemeral response. What the channel should
//!   see is posted as a message: about a game, in the game's thread (made on its first post,
//!   named after the players), otherwise in the channel.
//! - **Notifications.** Board posts show the player to move as a mention but do not ping:
//!   the ping is the service's "your move" notification, which follows the player's
//!   `/settings notify:` choice. Challenges and draw or takeback offers ping their addressee.
//!   Reminders and timeouts come from the outbox, removed only once sent, so nothing is lost
//!   over a restart or while Discord is away.
//! - **Buttons survive restarts.** A button's custom id is the command it sends, with every id
//!   spelled out (`cmd:/accept 12`); the move menus keep their state in their ids too.
//! - **Applied once.** The interaction id is the service's event id; a redelivered interaction
//!   is answered again but not applied twice, and its public posts are not repeated.
//! - **Rate limits.** Against Discord itself, serenity's rate limiter keeps to each route's
//!   bucket and waits out a 429 for its `retry-after`. Behind a rate-limiting proxy (another
//!   `api_base`) serenity's limiter is off — the proxy limits — and any 429 that still comes
//!   back, or one on a route serenity does not limit, is retried here after a pause that
//!   doubles from half a second (five tries, 15.5 s in all).

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{
    AutoArchiveDuration, ButtonStyle, ChannelId, ChannelType, Command as DiscordCommand,
    CommandDataOption, CommandDataOptionValue, CommandInteraction, CommandOptionType,
    ComponentInteraction, ComponentInteractionDataKind, Context, CreateActionRow,
    CreateAllowedMentions, CreateAttachment, CreateAutocompleteResponse, CreateButton,
    CreateCommand, CreateCommandOption, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, CreateThread,
    EditInteractionResponse, EditMessage, EventHandler, GatewayIntents, GuildId, Http, HttpBuilder,
    Interaction, MessageFlags, Ready, UserId,
};

use super::record_file::{self, FileTrouble};
use super::threads::{GameThreads, Thread};
use super::AbortOnDrop;
use crate::i18n::msg;
use crate::runtime::{Command, Delivery, ServiceHandle};
use crate::service::table::{self, Kind, Param};
use crate::service::{Audience, Choice, Image, MoveChoice, Reply, Service, Tone};

/// The platform's name in storage.
pub const PLATFORM: &str = "discord";

/// How the adapter connects, from `[discord]` and the environment.
#[derive(Clone)]
pub struct Options {
    /// DISCORD_TOKEN.
    pub token: String,
    /// The application's id, if known before connecting (else READY tells it).
    pub application_id: Option<u64>,
    /// A guild whose commands are registered instantly (for testing); `None`: global.
    pub test_guild: Option<u64>,
    /// Discord's API base URL (`https://discord.com/api`), or a proxy's.
    pub api_base: String,
    /// The gateway shards this process runs: `None`, the one shard of a small bot.
    pub shards: Option<Shards>,
}

pub use crate::config::Shards;

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("token", &"set")
            .field("application_id", &self.application_id)
            .field("test_guild", &self.test_guild)
            .field("api_base", &self.api_base)
            .field("shards", &self.shards)
            .finish()
    }
}

/// What stops the adapter.
#[derive(Debug)]
pub struct DiscordError(String);

impl std::fmt::Display for DiscordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Discord: {}", self.0)
    }
}

impl std::error::Error for DiscordError {}

impl From<serenity::Error> for DiscordError {
    fn from(e: serenity::Error) -> DiscordError {
        DiscordError(e.to_string())
    }
}

/// The REST client for `opts`: Discord's own API, or the configured base URL in its place.
pub fn http(opts: &Options) -> Http {
    let mut b = HttpBuilder::new(&opts.token);
    let base = opts.api_base.trim_end_matches('/');
    let base = base.strip_suffix("/api").unwrap_or(base);
    if base != "https://discord.com" {
        // serenity's own limiter sends to Discord directly whatever the proxy; behind a proxy
        // the proxy limits, and a 429 that still comes back is waited out by `retrying`.
        b = b.proxy(base).ratelimiter_disabled(true);
    }
    if let Some(id) = opts.application_id {
        b = b.application_id(id.into());
    }
    b.build()
}

/// How the binary starts this adapter: its options from the configuration and the
/// environment (the token is needed), then [`run`] until it stops.
pub static CHAT: crate::platform::Chat = crate::platform::Chat {
    prepare: |config, secrets| {
        let options =
            match config.discord.options(secrets) {
                Ok(Some(o)) => o,
                Ok(None) => return Err(
                    "Discord needs DISCORD_TOKEN in the environment or in .env (see the README)."
                        .to_owned(),
                ),
                Err(e) => return Err(e.to_string()),
            };
        Ok(Box::new(move |handle| crate::platform::Started {
            running: Box::pin(
                async move { run(&options, handle).await.map_err(|e| e.to_string()) },
            ),
            stop: None,
        }))
    },
    log: "serenity=warn",
};

/// Connects to the gateway and serves interactions until the connection ends for good.
///
/// # Errors
/// [`DiscordError`] when the token is refused or the gateway cannot be reached.
pub async fn run(opts: &Options, service: ServiceHandle) -> Result<(), DiscordError> {
    let service = service.for_platform(PLATFORM);
    let http = http(opts);
    let bot = Bot {
        service,
        test_guild: opts.test_guild,
        threads: GameThreads::default(),
    };
    let mut client = serenity::client::ClientBuilder::new_with_http(http, intents())
        .event_handler(Handler { bot: bot.clone() })
        .await?;
    // Notifications go out over REST from the start; the deliverer ends with the client.
    let http = client.http.clone();
    // A game's notifications go into its thread, mentioning (and pinging) the player; direct
    // ones (digests) as DMs.
    let _deliverer = AbortOnDrop(tokio::spawn(async move {
        let service = bot.service.clone();
        service
            .deliver_outbox("Discord", |item, image| {
                let (bot, http) = (bot.clone(), http.clone());
                async move { bot.deliver(&http, &item, image).await }
            })
            .await;
    }));
    match opts.shards {
        None => client.start().await?,
        // serenity's range takes its end as the last shard.
        Some(s) => client.start_shard_range(s.first..s.last, s.count).await?,
    }
    Ok(())
}

/// No privileged intents: guilds only (threads and channels), never message content.
fn intents() -> GatewayIntents {
    GatewayIntents::GUILDS
}

#[derive(Clone)]
struct Bot {
    service: ServiceHandle,
    test_guild: Option<u64>,
    /// Finding or making a game's thread is one step at a time, so two posts about a new game
    /// do not make two threads.
    threads: GameThreads,
}

struct Handler {
    bot: Bot,
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        // One line per gateway connection: a process running several shards says which.
        match ready.shard.filter(|s| s.total > 1) {
            Some(s) => tracing::info!(
                "Discord: connected as {} (shard {} of {}, {} guilds)",
                ready.user.name,
                s.id.0,
                s.total,
                ready.guilds.len()
            ),
            None => tracing::info!(
                "Discord: connected as {} ({} guilds)",
                ready.user.name,
                ready.guilds.len()
            ),
        }
        // The bot's own account is the computer opponent: /challenge opponent:@Tabiya.
        let me = ready.user.id.to_string();
        let _ = self
            .bot
            .service
            .call(move |s| s.set_computer_handle(&me))
            .await;
        let commands = commands();
        let n = commands.len();
        let registered = match self.bot.test_guild {
            Some(g) => GuildId::new(g).set_commands(&ctx.http, commands).await,
            None => DiscordCommand::set_global_commands(&ctx.http, commands).await,
        };
        match registered {
            Ok(_) => tracing::info!("Discord: {n} commands registered"),
            Err(e) => tracing::error!("Discord: registering the commands failed: {e}"),
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let bot = &self.bot;
        match interaction {
            Interaction::Command(c) => bot.on_command(&ctx.http, &c).await,
            Interaction::Autocomplete(c) => bot.on_autocomplete(&ctx.http, &c).await,
            Interaction::Component(c) => bot.on_component(&ctx.http, &c).await,
            _ => {}
        }
    }
}

/// A slash command's option, from the command table's [`Param`]: its type, choices, range,
/// and whether Discord suggests moves as it is typed.
fn option(s: &table::Spec, p: &Param) -> CreateCommandOption {
    use CommandOptionType::{Attachment, Boolean, Integer, String as Text, User};
    let kind = match p.kind {
        Kind::Player => User,
        Kind::Number { .. } | Kind::Among(_) => Integer,
        Kind::YesNo | Kind::Flag { .. } => Boolean,
        Kind::File => Attachment,
        Kind::Game { .. }
        | Kind::Word(_)
        | Kind::Text
        | Kind::Line
        | Kind::Record
        | Kind::Piece
        | Kind::Rest { .. } => Text,
    };
    let help = table::help_of(s, p);
    let mut o =
        CreateCommandOption::new(kind, p.name, crate::i18n::english(&help)).required(p.required);
    for (locale, text) in localized(&help) {
        o = o.description_localized(locale, text);
    }
    match p.kind {
        Kind::Game { race } => {
            for (name, key) in table::game_choices(race) {
                let names = LOCALES.iter().filter_map(|l| {
                    let local = crate::service::game_name(key, l)?;
                    (local != name && local.chars().count() <= 100).then_some((*l, local))
                });
                o = o.add_string_choice_localized(name, key, names);
            }
        }
        Kind::Word(choices) => {
            for w in choices.words {
                o = o.add_string_choice(*w, *w);
            }
        }
        Kind::Number { min, max } => {
            // Discord's integers reach 2^53, as the largest id does; the table has no
            // negative bound.
            o = o
                .min_int_value(u64::try_from(min).unwrap_or(0))
                .max_int_value(u64::try_from(max).unwrap_or(0));
        }
        Kind::Among(values) => {
            for v in values.iter().filter_map(|v| i32::try_from(*v).ok()) {
                o = o.add_int_choice(v.to_string(), v);
            }
        }
        Kind::Rest { moves: true } | Kind::Piece => o = o.set_autocomplete(true),
        _ => {}
    }
    o
}

/// Sends an autocomplete answer; a failure is only logged (the form still works).
async fn answer_autocomplete(
    http: &Arc<Http>,
    c: &CommandInteraction,
    response: CreateAutocompleteResponse,
) {
    let sent = c
        .create_response(http, CreateInteractionResponse::Autocomplete(response))
        .await;
    if let Err(e) = sent {
        tracing::warn!("Discord: autocomplete not answered: {e}");
    }
}

/// The Discord locales the catalogue speaks (Discord's names for them, which are the
/// catalogue's tags): descriptions and the games' names are registered in each. Discord has
/// no Khmer, Burmese, Mongolian, Amharic, Persian or Arabic locale.
pub const LOCALES: &[&str] = &["zh-CN", "zh-TW", "vi", "ja", "ko", "th", "hi"];

/// `msg` in each of [`LOCALES`] whose catalogue words it differently from English, within
/// Discord's 100 characters (a longer one is left to English).
fn localized(msg: &crate::i18n::Msg) -> Vec<(&'static str, String)> {
    let english = crate::i18n::english(msg);
    LOCALES
        .iter()
        .map(|l| (*l, crate::i18n::render(l, msg)))
        .filter(|(_, text)| *text != english && text.chars().count() <= 100)
        .collect()
}

/// The slash commands: the command table's commands, each option from its [`Param`].
/// Names are as typed everywhere; descriptions and the games' names are English, with
/// their translations in [`LOCALES`] beside them.
pub fn commands() -> Vec<CreateCommand> {
    table::COMMANDS
        .iter()
        .map(|s| {
            // Discord lists the options a command needs before the others.
            let (needed, rest): (Vec<&Param>, Vec<&Param>) =
                s.params.iter().partition(|p| p.required);
            let summary = table::summary(s);
            let command = localized(&summary).into_iter().fold(
                CreateCommand::new(s.name).description(crate::i18n::english(&summary)),
                |c, (locale, text)| c.description_localized(locale, text),
            );
            needed
                .into_iter()
                .chain(rest)
                .fold(command, |c, p| c.add_option(option(s, p)))
        })
        .collect()
}

fn value_text(v: &CommandDataOptionValue) -> Option<String> {
    Some(match v {
        CommandDataOptionValue::String(s) => s.trim().to_owned(),
        CommandDataOptionValue::Integer(i) => i.to_string(),
        CommandDataOptionValue::Boolean(b) => b.to_string(),
        CommandDataOptionValue::User(u) => format!("@{u}"),
        CommandDataOptionValue::Autocomplete { value, .. } => value.trim().to_owned(),
        _ => return None,
    })
}

/// The text of a file attached to a slash command (`/import file:`), as the record.
///
/// # Errors
/// Why the file cannot be read as a record.
async fn attached_record(c: &CommandInteraction) -> Result<Option<String>, FileTrouble> {
    let Some(id) = c.data.options.iter().find_map(|o| match o.value {
        CommandDataOptionValue::Attachment(id) => Some(id),
        _ => None,
    }) else {
        return Ok(None);
    };
    let a = c
        .data
        .resolved
        .attachments
        .get(&id)
        .ok_or(FileTrouble::Missing)?;
    record_file::sized(&a.filename, u64::from(a.size))?;
    let bytes = a.download().await.map_err(|e| {
        tracing::warn!("Discord: attachment {} not downloaded: {e}", a.id);
        FileTrouble::Unfetched(a.filename.clone())
    })?;
    record_file::text(&a.filename, bytes).map(Some)
}

/// The service's command line for a slash command: `/challenge @123 shatranj days:3`, written
/// by the command table from the options filled in ([`table::line`]), which the service's
/// parser reads back.
pub fn command_line(name: &str, options: &[CommandDataOption]) -> String {
    command_line_with(name, options, None)
}

/// [`command_line`], with the text of an attached file as the record (`/import file:`).
pub fn command_line_with(
    name: &str,
    options: &[CommandDataOption],
    record: Option<String>,
) -> String {
    let Some(spec) = table::find(name) else {
        return format!("/{name}");
    };
    let mut given: Vec<(&str, String)> = options
        .iter()
        .filter(|o| record.is_none() || o.name != "record")
        .filter_map(|o| Some((o.name.as_str(), value_text(&o.value)?)))
        .collect();
    if let Some(r) = record {
        given.push(("record", r));
    }
    table::line(spec, &given)
}

/// How Discord writes a message's parts: a player whose handle is a Discord user id (as the
/// service keeps Discord handles) as a mention `<@id>`, any other as `@handle`; commands as
/// typed; code in backticks.
struct DiscordIdiom;

impl super::Idiom for DiscordIdiom {
    fn player(&self, handle: &str) -> String {
        match handle.parse::<u64>() {
            Ok(id) if handle.len() >= 15 => format!("<@{id}>"),
            _ => format!("@{handle}"),
        }
    }
}

/// What `r` says, as Discord shows it, in its reader's language.
fn text_of(r: &Reply) -> String {
    super::written(&super::said(r, r.lang), &DiscordIdiom)
}

/// The Discord users among `handles` (the service's handles are user ids), but `caller`.
fn pinged<'a>(handles: impl IntoIterator<Item = &'a str>, caller: UserId) -> Vec<UserId> {
    handles
        .into_iter()
        .filter_map(|h| h.parse::<u64>().ok().filter(|&id| id != 0))
        .map(UserId::new)
        .filter(|u| *u != caller)
        .collect()
}

/// Discord's limit on a message's text.
const MAX_TEXT: usize = 2000;

/// Text cut to Discord's limit (longer records go as a file instead).
fn clip(text: &str) -> String {
    if text.chars().count() <= MAX_TEXT {
        return text.to_owned();
    }
    let mut s: String = text.chars().take(MAX_TEXT - 1).collect();
    s.push('…');
    s
}

/// The answers offered with a reply, as buttons labelled in its language.
fn buttons(actions: &[Choice], lang: &str) -> Vec<CreateActionRow> {
    if actions.is_empty() {
        return Vec::new();
    }
    let row = actions
        .iter()
        .take(5)
        .map(|a| {
            CreateButton::new(format!("cmd:{}", a.command))
                .label(crate::i18n::render(lang, &a.said))
                .style(match a.tone {
                    Tone::Grave => ButtonStyle::Danger,
                    Tone::Yes => ButtonStyle::Success,
                    Tone::No => ButtonStyle::Secondary,
                })
        })
        .collect();
    vec![CreateActionRow::Buttons(row)]
}

/// The rows of a message with every button disabled (labels, styles and ids kept).
fn disabled(rows: &[serenity::all::ActionRow]) -> Vec<CreateActionRow> {
    use serenity::all::{ActionRowComponent, ButtonKind};
    rows.iter()
        // Rows of buttons only: Discord refuses an empty row.
        .filter(|row| {
            row.components
                .iter()
                .any(|c| matches!(c, ActionRowComponent::Button(_)))
        })
        .map(|row| {
            CreateActionRow::Buttons(
                row.components
                    .iter()
                    .filter_map(|c| match c {
                        ActionRowComponent::Button(b) => {
                            let button = match &b.data {
                                ButtonKind::NonLink { custom_id, style } => {
                                    CreateButton::new(custom_id).style(*style)
                                }
                                ButtonKind::Link { url } => CreateButton::new_link(url),
                                ButtonKind::Premium { sku_id } => {
                                    CreateButton::new_premium(*sku_id)
                                }
                            };
                            Some(
                                button
                                    .label(b.label.clone().unwrap_or_default())
                                    .disabled(true),
                            )
                        }
                        _ => None,
                    })
                    .collect(),
            )
        })
        .collect()
}

/// The button under a board to pick a move from menus, labelled in `lang`.
fn menu_button(game: i64, lang: &str) -> CreateActionRow {
    CreateActionRow::Buttons(vec![CreateButton::new(format!("menu:{game}"))
        .label(crate::i18n::render(lang, &msg!("platform-pick-move")))
        .style(ButtonStyle::Primary)])
}

fn attachment(image: &Image) -> CreateAttachment {
    CreateAttachment::bytes(image.data.clone(), image.file_name()).description(clip_alt(&image.alt))
}

/// Alt text within Discord's 1024 characters.
fn clip_alt(alt: &str) -> String {
    alt.chars().take(1024).collect()
}

/// Whether a member's permissions in the channel make them a moderator there (they may
/// manage the server, or are an administrator): they may run its tournaments.
fn moderates(p: serenity::all::Permissions) -> bool {
    p.manage_guild() || p.administrator()
}

/// Whether an error is Discord's 429.
/// Discord says the channel is gone (404: a deleted thread, `Unknown Channel`).
fn gone(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r))
            if r.status_code.as_u16() == 404
    )
}

fn rate_limited(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) if r.status_code.as_u16() == 429)
}

/// Runs a request, once more after a pause when Discord answers 429 on a route serenity's
/// limiter does not watch.
async fn retrying<T, F, Fut>(mut f: F) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = serenity::Result<T>>,
{
    let mut wait = Duration::from_millis(500);
    for _ in 0..5 {
        match f().await {
            Err(e) if rate_limited(&e) => {
                tracing::warn!("Discord: rate limited; waiting {wait:?}");
                tokio::time::sleep(wait).await;
                wait *= 2;
            }
            other => return other,
        }
    }
    f().await
}

/// What a menu step shows: up to four selects of 25 options (Discord's limits: five rows).
fn selects(
    id: &str,
    placeholder: &str,
    options: Vec<CreateSelectMenuOption>,
) -> Vec<CreateActionRow> {
    let chunks: Vec<Vec<CreateSelectMenuOption>> =
        options.chunks(25).take(4).map(<[_]>::to_vec).collect();
    let n = chunks.len();
    chunks
        .into_iter()
        .enumerate()
        .map(|(i, options)| {
            let id = if n == 1 {
                id.to_owned()
            } else {
                format!("{id}#{i}")
            };
            CreateActionRow::SelectMenu(
                CreateSelectMenu::new(id, CreateSelectMenuKind::String { options })
                    .placeholder(placeholder),
            )
        })
        .collect()
}

/// The first menu: the pieces that can move, then the pieces that can be dropped, then pass.
fn origin_menu(game: i64, ply: i64, moves: &[MoveChoice]) -> Vec<CreateActionRow> {
    let mut seen = HashSet::new();
    let options: Vec<CreateSelectMenuOption> = moves
        .iter()
        .filter(|m| seen.insert(m.origin.clone()))
        .map(|m| CreateSelectMenuOption::new(&m.origin_label, &m.origin))
        .collect();
    selects(&format!("from:{game}:{ply}"), "Which piece?", options)
}

/// The second menu: where the piece from `origin` can go.
fn target_menu(game: i64, ply: i64, origin: &str, moves: &[MoveChoice]) -> Vec<CreateActionRow> {
    let mut seen = HashSet::new();
    let mut here: Vec<&MoveChoice> = moves
        .iter()
        .filter(|m| m.origin == origin && seen.insert(m.target.clone()))
        .collect();
    // By file, then rank as a number, as the squares read (`a9` before `a10`; in the Shogi
    // family `76` before `77`).
    here.sort_by_key(|m| {
        let (file, rank) = m.target_label.split_at(m.target_label.len().min(1));
        (file.to_owned(), rank.parse::<u32>().unwrap_or(0))
    });
    let options: Vec<CreateSelectMenuOption> = here
        .into_iter()
        .map(|m| {
            CreateSelectMenuOption::new(&m.target_label, &m.target)
                .description(clip_to(&m.describe, 100))
        })
        .collect();
    selects(&format!("to:{game}:{ply}:{origin}"), "Where to?", options)
}

/// The last menu, when one destination allows several moves (promote or not, into what).
fn promotion_menu(game: i64, ply: i64, moves: &[&MoveChoice]) -> Vec<CreateActionRow> {
    let options = moves
        .iter()
        .map(|m| {
            CreateSelectMenuOption::new(clip_to(&m.describe, 100), &m.uci)
                .description(clip_to(&m.text, 100))
        })
        .collect();
    selects(&format!("promo:{game}:{ply}"), "Which move?", options)
}

fn clip_to(s: &str, n: usize) -> String {
    s.chars().take(n).collect()
}

impl Bot {
    /// The channel a command is about and the game its place implies: in a game's thread,
    /// the thread's channel and its game.
    async fn context(&self, channel: ChannelId) -> (String, Option<i64>) {
        let here = channel.to_string();
        let key = here.clone();
        match self.service.call(move |s| s.thread_home(&key)).await {
            Ok(Ok(Some((game, parent)))) => (parent, Some(game)),
            Ok(Err(e)) => {
                tracing::error!("Discord: {e}");
                (here, None)
            }
            _ => (here, None),
        }
    }

    fn display_name(c: &CommandInteraction) -> String {
        c.member
            .as_ref()
            .and_then(|m| m.nick.clone())
            .unwrap_or_else(|| c.user.display_name().to_owned())
    }

    async fn on_command(&self, http: &Arc<Http>, c: &CommandInteraction) {
        // A 429 on the first response is waited out and retried: the user must never see
        // "the application did not respond".
        let deferred = retrying(|| {
            c.create_response(
                http,
                CreateInteractionResponse::Defer(
                    CreateInteractionResponseMessage::new().ephemeral(true),
                ),
            )
        })
        .await;
        if let Err(e) = deferred {
            // Already acknowledged (a redelivery), or Discord is away: the public posts of a
            // command handled before are not repeated.
            tracing::warn!("Discord: interaction {} not acknowledged: {e}", c.id);
        }
        let (channel, game) = self.context(c.channel_id).await;
        let text = match attached_record(c).await {
            Ok(record) => command_line_with(&c.data.name, &c.data.options, record),
            Err(trouble) => {
                let (user, ch, locale) = (c.user.id.to_string(), channel.clone(), c.locale.clone());
                let lang = self
                    .service
                    .call(move |s| s.language_of(&user, &ch, Some(&locale)))
                    .await
                    .unwrap_or("en");
                let why = crate::i18n::render(lang, &trouble.said());
                let _ = c
                    .edit_response(http, EditInteractionResponse::new().content(why))
                    .await;
                return;
            }
        };
        let command = Command {
            event_id: c.id.to_string(),
            user: c.user.id.to_string(),
            channel: channel.clone(),
            text,
            game,
            name: Some(Self::display_name(c)),
            moderator: c
                .member
                .as_ref()
                .and_then(|m| m.permissions)
                .is_some_and(moderates),
            locale: Some(c.locale.clone()),
            place_locale: c.guild_locale.clone(),
        };
        // Notices the command causes (the computer's answer) wait until its answer is posted.
        let (replies, _posting) = match self.service.handle_posting(command).await {
            Ok((r, guard)) => (r, Some(guard)),
            Err(e) => {
                tracing::error!("Discord: {e}");
                (vec![], None)
            }
        };
        let private = self.publish(http, &channel, c.user.id, replies).await;
        let (edit, more) = private.unwrap_or_else(|| {
            (
                EditInteractionResponse::new()
                    .content("The game service is not answering; try again in a moment."),
                Vec::new(),
            )
        });
        if let Err(e) = retrying(|| c.edit_response(http, edit.clone())).await {
            tracing::warn!("Discord: no answer to interaction {}: {e}", c.id);
        }
        self.follow_up(http, &c.token, more).await;
    }

    /// Posts the public replies (in game threads or the channel) and returns what the caller
    /// alone sees: the private replies, or where the public ones went.
    async fn publish(
        &self,
        http: &Arc<Http>,
        channel: &str,
        caller: UserId,
        replies: Vec<Reply>,
    ) -> Option<(EditInteractionResponse, Vec<String>)> {
        if replies.is_empty() {
            return None;
        }
        let mut private_text = Vec::new();
        let mut private_files = Vec::new();
        let mut private_buttons = Vec::new();
        let mut posted = Vec::new();
        for r in replies {
            match r.audience {
                Audience::Private => {
                    // A record is a file with a short preview; any other text stays text
                    // (a long one continues in follow-up messages).
                    if let Some(name) = &r.file {
                        private_files.push(CreateAttachment::bytes(
                            r.text.as_bytes().to_vec(),
                            name.as_str(),
                        ));
                    }
                    let text = text_of(&r);
                    private_text.push(text);
                    if let Some(image) = &r.image {
                        private_files.push(attachment(image));
                    }
                    private_buttons.extend(buttons(&r.actions, r.lang));
                }
                Audience::Channel if r.repeat => posted.push(text_of(&r)),
                Audience::Channel => match self.post(http, channel, caller, &r).await {
                    Ok(at) => posted.push(format!("{} (posted in <#{at}>)", text_of(&r))),
                    Err(e) => {
                        tracing::warn!("Discord: a reply could not be posted: {e}");
                        // The command was applied; only its announcement is missing.
                        private_text.push(format!(
                            "{} — done, but posting it in the channel failed ({e}).",
                            text_of(&r)
                        ));
                    }
                },
            }
        }
        let mut text = private_text;
        if text.is_empty() {
            text = posted;
        }
        let text = text.join("\n");
        let mut parts = super::split_text(&text, MAX_TEXT - 100).into_iter();
        let first = parts.next().unwrap_or_default();
        let more = parts.map(str::to_owned).collect();
        let mut edit = EditInteractionResponse::new()
            .content(clip(first))
            .allowed_mentions(CreateAllowedMentions::new())
            .components(private_buttons);
        for f in private_files {
            edit = edit.new_attachment(f);
        }
        Some((edit, more))
    }

    /// The rest of a long private answer, as ephemeral follow-ups.
    async fn follow_up(&self, http: &Arc<Http>, token: &str, more: Vec<String>) {
        for part in more {
            let message = CreateInteractionResponseFollowup::new()
                .content(clip(&part))
                .allowed_mentions(CreateAllowedMentions::new())
                .ephemeral(true);
            if let Err(e) = retrying(|| http.create_followup_message(token, &message, vec![])).await
            {
                tracing::warn!("Discord: a follow-up was not sent: {e}");
            }
        }
    }

    /// Posts a public reply: about a game, in its thread; otherwise in `channel`. Returns
    /// where it went.
    async fn post(
        &self,
        http: &Arc<Http>,
        channel: &str,
        caller: UserId,
        r: &Reply,
    ) -> Result<ChannelId, serenity::Error> {
        let parent = channel
            .parse::<u64>()
            .map(ChannelId::new)
            .map_err(|_| serenity::Error::Other("not a Discord channel"))?;
        let text = text_of(r);
        // Exactly the users the service means to notify (a challenge's addressee) are pinged;
        // any other mention-shaped text — in a tournament's name, say — is shown, not pinged.
        let ping = pinged(r.pings.iter().map(String::as_str), caller);
        let mut components = buttons(&r.actions, r.lang);
        if let (Some(game), Some(_)) = (r.game, &r.image) {
            if r.to_move() {
                components.push(menu_button(game, r.lang));
            }
        }
        let mut message = CreateMessage::new()
            .content(clip(&text))
            .allowed_mentions(CreateAllowedMentions::new().users(ping))
            .components(components);
        if let Some(image) = &r.image {
            message = message.add_file(attachment(image));
        }
        let (target, sent) = self.send_to_game(http, parent, r.game, message).await?;
        if r.game.is_some() || r.challenge.is_some() {
            let post = sent.id.to_string();
            let (game, challenge, now) = (r.game, r.challenge, self.service.now());
            let _ = self
                .service
                .call(move |s| s.record_post(&post, game, challenge, now))
                .await;
        }
        Ok(target)
    }

    /// Sends `message` about `game` (if any) into its thread under `parent`, or into `parent`.
    /// A game thread that is gone (deleted by a moderator) is replaced by a new one, which the
    /// game keeps from then on; the message goes there. Returns where it went and the message.
    async fn send_to_game(
        &self,
        http: &Arc<Http>,
        parent: ChannelId,
        game: Option<i64>,
        message: CreateMessage,
    ) -> Result<(ChannelId, serenity::all::Message), serenity::Error> {
        let Some(game) = game else {
            let sent = retrying(|| parent.send_message(http, message.clone())).await?;
            return Ok((parent, sent));
        };
        let target = self.thread_of(http, parent, game, None).await;
        match retrying(|| target.send_message(http, message.clone())).await {
            Err(e) if target != parent && gone(&e) => {
                tracing::info!("Discord: the thread of game #{game} is gone; starting a new one");
                let fresh = self.thread_of(http, parent, game, Some(target)).await;
                let sent = retrying(|| fresh.send_message(http, message.clone())).await?;
                Ok((fresh, sent))
            }
            other => other.map(|sent| (target, sent)),
        }
    }

    /// The thread of `game` under `parent`, made (named after the players) on first use, or
    /// anew when the stored one is `gone`. Where no thread can be made (a DM, missing
    /// permissions), the channel itself.
    async fn thread_of(
        &self,
        http: &Arc<Http>,
        parent: ChannelId,
        game: i64,
        gone: Option<ChannelId>,
    ) -> ChannelId {
        let gone = gone.map(|g| g.to_string());
        let start = || async {
            let title = match self.service.call(move |s| s.game_title(game)).await {
                Ok(Ok(t)) => clip_to(&t, 100),
                _ => format!("Game #{game}"),
            };
            let made = retrying(|| {
                parent.create_thread(
                    http,
                    CreateThread::new(title.clone())
                        .kind(ChannelType::PublicThread)
                        .auto_archive_duration(AutoArchiveDuration::OneWeek),
                )
            })
            .await;
            match made {
                Ok(thread) => Ok(Some((parent.to_string(), thread.id.to_string(), ()))),
                Err(e) => {
                    tracing::warn!(
                        "Discord: no thread for game #{game} ({e}); posting in the channel"
                    );
                    Ok::<_, std::convert::Infallible>(None)
                }
            }
        };
        let found = self
            .threads
            .find_or_start(&self.service, game, gone.as_deref(), start)
            .await;
        match found {
            Ok(Thread::Found(t) | Thread::Started(t, ())) => {
                t.parse::<u64>().map_or(parent, ChannelId::new)
            }
            Ok(Thread::Unstarted) | Err(_) => parent,
        }
    }

    async fn on_autocomplete(&self, http: &Arc<Http>, c: &CommandInteraction) {
        let focused = c.data.autocomplete();
        let typed = focused
            .as_ref()
            .map(|a| a.value.to_owned())
            .unwrap_or_default();
        if focused.is_some_and(|a| a.name == "piece") {
            // `/rules GAME PIECE`: the pieces of the game chosen in the same form.
            let game = c
                .data
                .options
                .iter()
                .find(|o| o.name == "variant")
                .and_then(|o| o.value.as_str())
                .unwrap_or_default();
            let mut response = CreateAutocompleteResponse::new();
            for (label, key) in Service::piece_choices(game, &typed).into_iter().take(25) {
                response = response.add_string_choice(clip_to(&label, 100), key);
            }
            return answer_autocomplete(http, c, response).await;
        }
        let named = c
            .data
            .options
            .iter()
            .find(|o| o.name == "game")
            .and_then(|o| o.value.as_i64());
        let (channel, implied) = self.context(c.channel_id).await;
        let user = c.user.id.to_string();
        let locale = c.locale.clone();
        let found = self
            .service
            .call(move |s| s.move_choices(&user, &channel, named.or(implied), Some(&locale)))
            .await;
        let mut response = CreateAutocompleteResponse::new();
        match found {
            Ok(Ok(choices)) => {
                for m in choices.matching(&typed).into_iter().take(25) {
                    let label = clip_to(&format!("{} — {}", m.text, m.describe), 100);
                    response = response.add_string_choice(label, clip_to(&m.text, 100));
                }
            }
            Ok(Err(e)) => {
                // A list with one entry that explains, rather than an empty list.
                let why = clip_to(&e.user_message(), 100);
                response = response.add_string_choice(why, typed.clone());
            }
            Err(e) => tracing::error!("Discord: {e}"),
        }
        answer_autocomplete(http, c, response).await;
    }

    #[expect(
        clippy::too_many_lines,
        reason = "one match over every kind of button and menu the bot posts, a few lines an arm"
    )]
    async fn on_component(&self, http: &Arc<Http>, c: &ComponentInteraction) {
        let id = c.data.custom_id.as_str();
        let picked = match &c.data.kind {
            ComponentInteractionDataKind::StringSelect { values } => values.first().cloned(),
            _ => None,
        };
        let (channel, implied) = self.context(c.channel_id).await;
        if let Some(command) = id.strip_prefix("cmd:") {
            return self
                .run_component(http, c, &channel, implied, command.to_owned(), false)
                .await;
        }
        let step = match menu_step(id, picked) {
            Some(MenuStep::Promotion(game, seen, uci)) => {
                let command = move_command(&uci, game, seen);
                return self
                    .run_component(http, c, &channel, implied, command, true)
                    .await;
            }
            Some(step) => step,
            None => {
                tracing::warn!("Discord: unknown component `{id}`");
                return self
                    .ephemeral(
                        http,
                        c,
                        true,
                        "That menu is out of date; press Pick a move under the board again."
                            .to_owned(),
                        Vec::new(),
                    )
                    .await;
            }
        };
        let game = match step {
            MenuStep::Origins(g)
            | MenuStep::Targets(g, ..)
            | MenuStep::Chosen(g, ..)
            | MenuStep::Promotion(g, ..) => g,
        };
        let user = c.user.id.to_string();
        let ch = channel.clone();
        let locale = c.locale.clone();
        let found = self
            .service
            .call(move |s| s.move_choices(&user, &ch, Some(game), Some(&locale)))
            .await;
        let (moves, ply) = match found {
            Ok(Ok(m)) => (m.moves, m.ply),
            Ok(Err(e)) => {
                return self
                    .ephemeral(
                        http,
                        c,
                        matches!(step, MenuStep::Origins(_)),
                        e.user_message(),
                        Vec::new(),
                    )
                    .await;
            }
            Err(e) => {
                tracing::error!("Discord: {e}");
                return;
            }
        };
        match step {
            MenuStep::Origins(game) => {
                let rows = origin_menu(game, ply, &moves);
                self.ephemeral(http, c, true, format!("Game #{game}: which piece?"), rows)
                    .await;
            }
            MenuStep::Targets(game, seen, origin) => {
                let single: Vec<&MoveChoice> =
                    moves.iter().filter(|m| m.origin == origin).collect();
                if let [only] = single.as_slice() {
                    if only.target.is_empty() {
                        // A pass has no destination.
                        let command = move_command(&only.uci, game, seen);
                        return self
                            .run_component(http, c, &channel, implied, command, true)
                            .await;
                    }
                }
                let rows = target_menu(game, seen, &origin, &moves);
                let label = single
                    .first()
                    .map_or(origin.clone(), |m| m.origin_label.clone());
                self.ephemeral(
                    http,
                    c,
                    false,
                    format!("Game #{game}: {label} — where to?"),
                    rows,
                )
                .await;
            }
            MenuStep::Chosen(game, seen, origin, target) => {
                let hits: Vec<&MoveChoice> = moves
                    .iter()
                    .filter(|m| m.origin == origin && m.target == target)
                    .collect();
                match hits.as_slice() {
                    [] => {
                        self.ephemeral(
                            http,
                            c,
                            false,
                            format!("Game #{game}: that move is no longer legal; pick again."),
                            origin_menu(game, ply, &moves),
                        )
                        .await;
                    }
                    [one] => {
                        let command = move_command(&one.uci, game, seen);
                        self.run_component(http, c, &channel, implied, command, true)
                            .await;
                    }
                    several => {
                        let rows = promotion_menu(game, seen, several);
                        self.ephemeral(http, c, false, format!("Game #{game}: which move?"), rows)
                            .await;
                    }
                }
            }
            // Sent as a move above.
            MenuStep::Promotion(..) => {}
        }
    }

    /// Shows a menu step: a new ephemeral message (`fresh`) or the menu message updated.
    async fn ephemeral(
        &self,
        http: &Arc<Http>,
        c: &ComponentInteraction,
        fresh: bool,
        text: String,
        rows: Vec<CreateActionRow>,
    ) {
        let message = CreateInteractionResponseMessage::new()
            .content(clip(&text))
            .allowed_mentions(CreateAllowedMentions::new())
            .components(rows)
            .ephemeral(true);
        let response = if fresh {
            CreateInteractionResponse::Message(message)
        } else {
            CreateInteractionResponse::UpdateMessage(message)
        };
        if let Err(e) = c.create_response(http, response).await {
            tracing::warn!("Discord: menu not shown: {e}");
        }
    }

    /// A button or the last menu step: the command it carries, run as the presser.
    async fn run_component(
        &self,
        http: &Arc<Http>,
        c: &ComponentInteraction,
        channel: &str,
        implied: Option<i64>,
        command: String,
        in_menu: bool,
    ) {
        let ack = if in_menu {
            // The menu message itself becomes the answer.
            CreateInteractionResponse::Acknowledge
        } else {
            CreateInteractionResponse::Defer(
                CreateInteractionResponseMessage::new().ephemeral(true),
            )
        };
        if let Err(e) = retrying(|| c.create_response(http, ack.clone())).await {
            tracing::warn!("Discord: interaction {} not acknowledged: {e}", c.id);
        }
        let name = c
            .member
            .as_ref()
            .and_then(|m| m.nick.clone())
            .unwrap_or_else(|| c.user.display_name().to_owned());
        let command = Command {
            event_id: c.id.to_string(),
            user: c.user.id.to_string(),
            channel: channel.to_owned(),
            text: command,
            game: implied,
            name: Some(name),
            moderator: c
                .member
                .as_ref()
                .and_then(|m| m.permissions)
                .is_some_and(moderates),
            locale: Some(c.locale.clone()),
            place_locale: c.guild_locale.clone(),
        };
        // Notices the command causes (the computer's answer) wait until its answer is posted.
        let (replies, _posting) = match self.service.handle_posting(command).await {
            Ok((r, guard)) => (r, Some(guard)),
            Err(e) => {
                tracing::error!("Discord: {e}");
                (Vec::new(), None)
            }
        };
        // A button that did its work (it announced something in the channel) is answered:
        // its message's buttons are disabled, so no one presses Accept twice.
        let acted = replies
            .iter()
            .any(|r| r.audience == Audience::Channel && !r.repeat);
        if acted && !in_menu {
            self.disable_buttons(http, c).await;
        }
        let (edit, more) = self
            .publish(http, channel, c.user.id, replies)
            .await
            .unwrap_or_else(|| {
                (
                    EditInteractionResponse::new()
                        .content("The game service is not answering; try again in a moment."),
                    Vec::new(),
                )
            });
        // Buttons stay on a public post (the other player may still need them); an answered
        // menu loses its selects.
        let edit = if in_menu {
            edit.components(Vec::new())
        } else {
            edit
        };
        if let Err(e) = retrying(|| c.edit_response(http, edit.clone())).await {
            tracing::warn!("Discord: no answer to interaction {}: {e}", c.id);
        }
        self.follow_up(http, &c.token, more).await;
    }

    /// Edits the public message whose button `c` was pressed: every button on it disabled.
    async fn disable_buttons(&self, http: &Arc<Http>, c: &ComponentInteraction) {
        let m = &c.message;
        if m.flags.is_some_and(|f| f.contains(MessageFlags::EPHEMERAL)) || m.components.is_empty() {
            return;
        }
        let rows = disabled(&m.components);
        let edit = EditMessage::new().components(rows);
        if let Err(e) = retrying(|| m.channel_id.edit_message(http, m.id, edit.clone())).await {
            tracing::warn!("Discord: an answered message's buttons stay: {e}");
        }
    }

    /// Sends one notification.
    async fn deliver(
        &self,
        http: &Arc<Http>,
        item: &crate::storage::OutboxItem,
        image: Option<Image>,
    ) -> Result<Delivery, serenity::Error> {
        // About a game: posted in its thread as a command's answer is, with the board (and
        // the move menu when it is someone's move), so a computer's move reads like a
        // player's.
        if let (Some(game), false) = (item.game_id, item.direct) {
            if item.channel.parse::<u64>().is_err() {
                return Ok(Delivery::NotOurs);
            }
            let r = Reply::notice(item, Some(game), image);
            return match self
                .post(http, &item.channel, UserId::new(u64::MAX), &r)
                .await
            {
                Ok(_) => Ok(Delivery::Done),
                Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)))
                    if matches!(r.status_code.as_u16(), 403 | 404) =>
                {
                    tracing::info!(
                        "Discord: channel {} refuses notifications ({}); one dropped",
                        item.channel,
                        r.status_code
                    );
                    Ok(Delivery::Done)
                }
                Err(e) => Err(e),
            };
        }
        let text = text_of(&Reply::notice(item, None, None));
        // A notice pings its recipient alone, whatever else its text names.
        let ping = pinged(item.recipient.as_deref(), UserId::new(u64::MAX));
        let message = CreateMessage::new()
            .content(clip(&text))
            .allowed_mentions(CreateAllowedMentions::new().users(ping));
        if item.direct {
            let Some(user) = item
                .recipient
                .as_deref()
                .and_then(|r| r.parse::<u64>().ok())
            else {
                return Ok(Delivery::NotOurs);
            };
            let dm = retrying(|| UserId::new(user).create_dm_channel(http)).await?;
            retrying(|| dm.id.send_message(http, message.clone())).await?;
            return Ok(Delivery::Done);
        }
        let Ok(parent) = item.channel.parse::<u64>().map(ChannelId::new) else {
            return Ok(Delivery::NotOurs);
        };
        match self.send_to_game(http, parent, item.game_id, message).await {
            Ok(_) => Ok(Delivery::Done),
            Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)))
                if matches!(r.status_code.as_u16(), 403 | 404) =>
            {
                // A channel that is gone or closed to the bot: the notice cannot ever go.
                tracing::info!(
                    "Discord: channel {parent} refuses notifications ({}); one dropped",
                    r.status_code
                );
                Ok(Delivery::Done)
            }
            Err(e) => Err(e),
        }
    }
}

/// A step of the move menus, read from a component's custom id (`menu:GAME`,
/// `from:GAME:PLY`, `to:GAME:PLY:ORIGIN`, `promo:GAME:PLY`, a `#N` suffix naming which of a
/// long list's menus) and the value picked. The origin may hold a colon (`drop:P`): it is the
/// id's whole remainder. The ply is the number of moves the game had when the menu opened; the
/// move goes out with it (`at:PLY`), so a menu left open while the game moved on is stale.
#[derive(Debug, Clone, PartialEq, Eq)]
enum MenuStep {
    Origins(i64),
    Targets(i64, i64, String),
    Chosen(i64, i64, String, String),
    Promotion(i64, i64, String),
}

fn menu_step(id: &str, picked: Option<String>) -> Option<MenuStep> {
    let id = match id.rsplit_once('#') {
        Some((head, n)) if n.chars().all(|c| c.is_ascii_digit()) => head,
        _ => id,
    };
    let mut parts = id.splitn(4, ':');
    let kind = parts.next()?;
    let game = parts.next()?.parse::<i64>().ok()?;
    if kind == "menu" {
        return Some(MenuStep::Origins(game));
    }
    let seen = parts.next()?.parse::<i64>().ok()?;
    let picked = picked?;
    Some(match (kind, parts.next()) {
        ("from", None) => MenuStep::Targets(game, seen, picked),
        ("to", Some(origin)) => MenuStep::Chosen(game, seen, origin.to_owned(), picked),
        ("promo", None) => MenuStep::Promotion(game, seen, picked),
        _ => return None,
    })
}

/// The command a menu's last step sends.
fn move_command(uci: &str, game: i64, seen: i64) -> String {
    format!("/move {uci} game:{game} at:{seen}")
}

#[cfg(test)]
mod tests {
    use super::{
        command_line, commands, menu_step, moderates, move_command, origin_menu, pinged,
        promotion_menu, target_menu, CommandDataOption, CommandDataOptionValue, DiscordIdiom,
        MenuStep, MoveChoice, Service, UserId, PLATFORM,
    };

    #[test]
    fn server_managers_and_administrators_moderate() {
        use serenity::all::Permissions;
        assert!(moderates(
            Permissions::MANAGE_GUILD | Permissions::SEND_MESSAGES
        ));
        assert!(moderates(Permissions::ADMINISTRATOR));
        assert!(!moderates(
            Permissions::SEND_MESSAGES | Permissions::MANAGE_MESSAGES
        ));
    }

    #[test]
    fn mentions_only_where_meant_on_discord() {
        // Only the handles the service means to ping become allowed mentions; an id inside a
        // name, the caller himself and non-ids never do.
        let caller = UserId::new(111_111_111_111_111_111);
        let ping = pinged(
            ["222222222222222222", "111111111111111111", "everyone", "0"],
            caller,
        );
        assert_eq!(ping, vec![UserId::new(222_222_222_222_222_222)]);
        assert!(pinged(None::<&str>, caller).is_empty());
    }

    #[test]
    fn players_become_discord_mentions_and_nothing_else_does() {
        use crate::i18n::Part;
        let parts = [
            Part::Player("123456789012345678".into()),
            Part::Text(" (White) to move; mail@example.org, @987654321098765432, ".into()),
            Part::Player("bob".into()),
            Part::Text(". Send ".into()),
            Part::Command("/accept 1".into()),
            Part::Text(" or see ".into()),
            Part::Code("K@e2".into()),
        ];
        assert_eq!(
            super::super::written(&parts, &DiscordIdiom),
            "<@123456789012345678> (White) to move; mail@example.org, @987654321098765432, @bob. Send /accept 1 or see `K@e2`"
        );
    }

    #[test]
    fn command_lines_follow_the_grammar() {
        let o = |name: &str, value: CommandDataOptionValue| -> CommandDataOption {
            serde_json::from_value(
                serde_json::json!({"name": name, "type": u8::from(value.kind()), "value": match &value {
                    CommandDataOptionValue::String(s) => serde_json::json!(s),
                    CommandDataOptionValue::Integer(i) => serde_json::json!(i),
                    CommandDataOptionValue::Boolean(b) => serde_json::json!(b),
                    CommandDataOptionValue::User(u) => serde_json::json!(u.to_string()),
                    _ => serde_json::Value::Null,
                }}),
            )
            .expect("option")
        };
        use CommandDataOptionValue::{Boolean, Integer, String as S, User};
        let line = command_line(
            "challenge",
            &[
                o("variant", S("makruk".into())),
                o("opponent", User(UserId::new(222222222222222222))),
                o("days", S("7+2".into())),
                o("cap", Integer(14)),
                o("rated", Boolean(true)),
            ],
        );
        assert_eq!(
            line,
            "/challenge @222222222222222222 makruk days:7+2 cap:14 rated:yes"
        );
        assert_eq!(
            command_line(
                "move",
                &[o("move", S(" Nf3 ".into())), o("game", Integer(4))]
            ),
            "/move Nf3 game:4"
        );
        assert_eq!(
            command_line("vacation", &[o("end", Boolean(true))]),
            "/vacation end"
        );
        assert_eq!(
            command_line("board", &[o("flip", Boolean(false))]),
            "/board"
        );
        assert_eq!(command_line("draw", &[]), "/draw");
        // An Ashtapada race: every opponent named, then the game; /throw and /join.
        let race = command_line(
            "challenge",
            &[
                o("variant", S("ashtapada".into())),
                o("opponent", User(UserId::new(2))),
                o("opponent2", User(UserId::new(3))),
                o("opponent3", User(UserId::new(4))),
            ],
        );
        assert_eq!(race, "/challenge @2 @3 @4 ashtapada");
        assert!(matches!(
            crate::service::parse(&race),
            Ok(crate::service::Command::RaceChallenge { ref opponents, .. }) if opponents.len() == 3
        ));
        assert_eq!(command_line("throw", &[o("race", Integer(5))]), "/throw 5");
        assert_eq!(command_line("join", &[]), "/join");
        assert_eq!(
            command_line(
                "tournament",
                &[
                    o("action", S("create".into())),
                    o("variant", S("xiangqi".into())),
                    o("double", Boolean(true)),
                    o("days", Integer(5)),
                    o("name", S("Spring  Cup".into())),
                ]
            ),
            "/tournament create xiangqi double days:5 name:Spring_Cup"
        );
    }

    #[test]
    fn the_commands_cover_the_grammar_and_keep_discords_limits() {
        let all = commands();
        let json: Vec<serde_json::Value> = all
            .iter()
            .map(|c| serde_json::to_value(c).expect("json"))
            .collect();
        let names: Vec<&str> = json
            .iter()
            .map(|c| c["name"].as_str().expect("name"))
            .collect();
        for needed in [
            "challenge",
            "accept",
            "decline",
            "cancel",
            "move",
            "board",
            "games",
            "throw",
            "join",
            "mypairings",
            "link",
            "unlink",
            "resign",
            "draw",
            "takeback",
            "abort",
            "export",
            "rules",
            "settings",
            "vacation",
            "help",
            "rating",
            "leaderboard",
            "tournament",
            "setup",
            "place",
            "arrangement",
            "object",
            "count",
            "impasse",
        ] {
            assert!(names.contains(&needed), "{needed}");
        }
        for c in &json {
            let d = c["description"].as_str().expect("description");
            assert!(!d.is_empty() && d.chars().count() <= 100, "{d}");
            for o in c["options"].as_array().into_iter().flatten() {
                let d = o["description"].as_str().expect("description");
                assert!(!d.is_empty() && d.chars().count() <= 100, "{d}");
                assert!(o["choices"].as_array().map_or(0, Vec::len) <= 25);
            }
        }
    }

    /// The menus through a real Shogi game: drops appear as a first step, a move that may or
    /// may not promote asks which, and every value the menus offer is a legal move.
    #[test]
    #[expect(
        clippy::too_many_lines,
        reason = "a test that walks every step of the move menus"
    )]
    fn menus_offer_drops_and_promotion_choices() {
        use crate::service::Incoming;
        use tabiya_engine::{uci, Color, Game, Variant};
        let mut service = Service::open(std::path::Path::new(":memory:"), PLATFORM).expect("db");
        service.set_images(false);
        let (alice, bob) = ("111111111111111111", "222222222222222222");
        let mut n = 0;
        let mut say = |s: &mut Service, user: &str, text: &str| {
            n += 1;
            let id = n.to_string();
            let r = s.handle(&Incoming {
                event_id: &id,
                user,
                channel: "1",
                text,
                now: 1_800_000_000 + n,
                game: None,
                name: None,
                moderator: false,
                platform: Some(&crate::platform::DISCORD),
                locale: None,
                place_locale: None,
            });
            r.into_iter().map(|r| r.text).collect::<Vec<_>>().join("\n")
        };
        say(
            &mut service,
            alice,
            &format!("/challenge @{bob} shogi color:sente"),
        );
        say(&mut service, bob, "/accept");
        let mut game = Game::new(Variant::historical("shogi", &[]).expect("shogi"));
        let (mut saw_drop, mut saw_promotion) = (false, false);
        let mut menu_drop: Option<String> = None;
        let mut drop_played = false;
        for _ in 0..120 {
            let color = game.to_move()[0];
            let who = if color == Color::White { alice } else { bob };
            let choices = service.move_choices(who, "1", None, None).expect("choices");
            assert_eq!(choices.moves.len(), game.legal_moves(color).len());
            let legal: Vec<String> = game
                .legal_moves(color)
                .iter()
                .map(|m| uci::to_uci(m, game.position()))
                .collect();
            let rows = origin_menu(choices.game, choices.ply, &choices.moves);
            assert!(rows.len() <= 4);
            let drop = choices.moves.iter().find(|m| m.origin.starts_with("drop:"));
            if let Some(d) = drop {
                saw_drop = true;
                assert!(d.origin_label.starts_with("Drop a "), "{d:?}");
                // The first menu's id and the drop picked lead to the second menu…
                let first = serde_json::to_value(&rows[0]).expect("json");
                let id = first["components"][0]["custom_id"].as_str().expect("id");
                let step = menu_step(id, Some(d.origin.clone()));
                assert_eq!(
                    step,
                    Some(MenuStep::Targets(
                        choices.game,
                        choices.ply,
                        d.origin.clone()
                    ))
                );
                let rows = target_menu(choices.game, choices.ply, &d.origin, &choices.moves);
                assert!(
                    !rows.is_empty() && rows.len() <= 4,
                    "up to 81 squares in 4 menus"
                );
                // The squares read as the board is labelled (`76`), in order.
                let labels: Vec<String> = rows
                    .iter()
                    .flat_map(|row| {
                        let menu = serde_json::to_value(row).expect("json");
                        menu["components"][0]["options"]
                            .as_array()
                            .expect("options")
                            .iter()
                            .map(|o| o["label"].as_str().expect("a label").to_owned())
                            .collect::<Vec<_>>()
                    })
                    .collect();
                assert!(
                    labels
                        .iter()
                        .all(|l| l.len() == 2 && l.bytes().all(|b| (b'1'..=b'9').contains(&b))),
                    "{labels:?}"
                );
                assert!(labels.windows(2).all(|w| w[0] < w[1]), "{labels:?}");
                // …whose id, with a square picked, names the drop whole (`drop:P` holds a
                // colon), in every one of its menus.
                for row in &rows {
                    let menu = serde_json::to_value(row).expect("json");
                    let id = menu["components"][0]["custom_id"].as_str().expect("id");
                    let square = menu["components"][0]["options"][0]["value"]
                        .as_str()
                        .expect("a square")
                        .to_owned();
                    assert_eq!(
                        menu_step(id, Some(square.clone())),
                        Some(MenuStep::Chosen(
                            choices.game,
                            choices.ply,
                            d.origin.clone(),
                            square.clone()
                        )),
                        "{id}"
                    );
                    let hit = choices
                        .moves
                        .iter()
                        .find(|m| m.origin == d.origin && m.target == square)
                        .expect("the menu's square is a drop");
                    menu_drop.get_or_insert_with(|| hit.uci.clone());
                }
            }
            for m in &choices.moves {
                let same: Vec<&MoveChoice> = choices
                    .moves
                    .iter()
                    .filter(|o| o.origin == m.origin && o.target == m.target)
                    .collect();
                if same.len() > 1 {
                    saw_promotion = true;
                    let menu =
                        serde_json::to_value(&promotion_menu(choices.game, choices.ply, &same)[0])
                            .expect("json");
                    let values: Vec<&str> = menu["components"][0]["options"]
                        .as_array()
                        .expect("options")
                        .iter()
                        .filter_map(|o| o["value"].as_str())
                        .collect();
                    assert_eq!(values.len(), same.len());
                    assert!(
                        values.iter().all(|v| legal.iter().any(|l| l == v)),
                        "{values:?}"
                    );
                }
            }
            // The first drop the menus offer is played as the menus send it; otherwise
            // captures first, to fill the hands; then whatever comes first.
            let list = game.legal_moves(color);
            let (m, command) = match menu_drop.take() {
                Some(uci_text) => (
                    uci::parse_among(&uci_text, game.position(), &list).expect("a drop"),
                    move_command(&uci_text, choices.game, choices.ply),
                ),
                None => {
                    let m = list
                        .iter()
                        .find(|m| m.is_capture())
                        .unwrap_or(&list[0])
                        .to_owned();
                    (m, format!("/move {}", uci::to_uci(&m, game.position())))
                }
            };
            let reply = say(&mut service, who, &command);
            assert!(reply.starts_with("#1 "), "{command}: {reply}");
            drop_played |= command.contains(" at:");
            // The same menu sent again, now that the game has moved on, is stale.
            if command.contains(" at:") {
                let again = say(&mut service, who, &command);
                assert!(
                    again.contains("position changed") || again.contains("not your move"),
                    "{again}"
                );
            }
            game.play(color, m).expect("legal");
            if game.outcome().is_some() || (drop_played && saw_promotion) {
                break;
            }
        }
        assert!(
            saw_drop && saw_promotion && drop_played,
            "drops {saw_drop}, promotion choices {saw_promotion}, a drop from the menus {drop_played}"
        );
    }
}

//! The service for async adapters: it lives on its own database thread (a `Connection` never
//! crosses an `.await`), commands that arrive together are committed together
//! ([`Service::handle_batch`]), and the scheduler wakes it at the next deadline.

use std::collections::{HashMap, HashSet};
use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::sync::{mpsc, Mutex, Weak};
use std::time::Duration;

use tokio::sync::{oneshot, Notify};

use crate::service::{
    panic_text, ComputerAnswer, ComputerTask, ComputerTurn, Image, Incoming, Reply, Service,
};
use crate::storage::OutboxItem;

/// What became of an outbox item an adapter was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    /// Sent (or undeliverable for good: a room the bot left); remove it.
    Done,
    /// Another platform's (its channel is not one of this adapter's): leave it.
    NotOurs,
}

/// The time, unix seconds. Production uses the system clock; tests move a fake one on.
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

/// The system clock.
pub fn system_clock() -> Clock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64)
    })
}

/// The most commands one commit carries.
const MAX_BATCH: usize = 256;

/// A command as an adapter hands it over (owned, so it can cross to the database thread).
#[derive(Debug, Clone)]
pub struct Command {
    /// The platform's event id (a redelivery carries the same).
    pub event_id: String,
    /// The sender's handle.
    pub user: String,
    /// The channel or room.
    pub channel: String,
    /// The command line, `/move Nf3`.
    pub text: String,
    /// The game the platform's context implies (a thread, a reply to a board).
    pub game: Option<i64>,
    /// The sender's display name, if the platform tells it.
    pub name: Option<String>,
    /// The sender moderates the channel or room (see [`Incoming::moderator`]).
    pub moderator: bool,
    /// The sender's client language, where the platform tells it (see [`Incoming::locale`]).
    pub locale: Option<String>,
    /// The place's language, where the platform tells it (see [`Incoming::place_locale`]).
    pub place_locale: Option<String>,
}

/// What an adapter is still posting a command's answer into: the command's channel and the
/// games it is about. The outbox waits for them, so a notice caused by a command (the
/// computer's answer, within milliseconds) never lands before the command's own answer.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Held {
    /// A channel (or room, or thread).
    Channel(String),
    /// A game.
    Game(i64),
}

/// The channels and games whose answers are being posted, each with how many answers.
#[derive(Default)]
struct Posting {
    held: Mutex<HashMap<Held, usize>>,
}

impl Posting {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Held, usize>> {
        self.held
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn hold(&self, keys: &[Held]) {
        let mut held = self.lock();
        for k in keys {
            *held.entry(k.clone()).or_insert(0) += 1;
        }
    }

    fn release(&self, keys: &[Held]) {
        let mut held = self.lock();
        for k in keys {
            if let Some(n) = held.get_mut(k) {
                *n -= 1;
                if *n == 0 {
                    held.remove(k);
                }
            }
        }
    }

    fn holds(&self, item: &OutboxItem) -> bool {
        let held = self.lock();
        !held.is_empty()
            && (held.contains_key(&Held::Channel(item.channel.clone()))
                || item
                    .game_id
                    .is_some_and(|g| held.contains_key(&Held::Game(g))))
    }
}

/// A command's answer being posted: while it lives, the outbox holds notices for the
/// command's channel and games. Dropped once the adapter has posted the answer.
pub struct PostingGuard {
    posting: Arc<Posting>,
    keys: Vec<Held>,
}

impl Drop for PostingGuard {
    fn drop(&mut self) {
        self.posting.release(&self.keys);
    }
}

/// The longest a notice waits for an answer being posted (an adapter stuck on a slow
/// platform call must not hold the outbox for long).
const MAX_HOLD: Duration = Duration::from_secs(10);

/// The database thread stopped (it panicked, or the handle outlived it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ServiceGone;

impl std::fmt::Display for ServiceGone {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the game service stopped")
    }
}

impl std::error::Error for ServiceGone {}

type Call = Box<dyn FnOnce(&mut Service) + Send>;

/// Who sent a job: the platform of the adapter whose handle it came through.
type From = &'static str;

/// A command's answer: its replies, and what it holds until the adapter has posted them.
type Answer = (Vec<Reply>, Vec<Held>);

enum Job {
    /// A command, its time, where its answer goes, its platform, and whether its answer is
    /// held for posting (see [`ServiceHandle::handle_posting`]).
    Command(Command, i64, oneshot::Sender<Answer>, From, bool),
    Call(Call, From),
    /// A worker finished thinking about a turn (the answer, if it has one).
    Computer(TurnKey, Option<ComputerAnswer>),
}

/// A turn of the computer's, as handed out once: the game, its version, the task.
type TurnKey = (i64, i64, ComputerTask);

/// The computer's workers. The database thread hands them the turns waiting for the computer
/// ([`Service::computer_turns`]); each thinks on its own thread and sends the answer back
/// as a job, which the database thread plays in order with the commands. Thinking never
/// holds the database thread, so a player's command waits for no search.
struct Workers {
    turns: mpsc::Sender<ComputerTurn>,
    /// Handed out and not yet answered.
    out: HashSet<TurnKey>,
    /// Set when the service stops: searches end at once.
    stop: Arc<AtomicBool>,
}

impl Workers {
    /// `count` threads, answering through `jobs` for as long as the service runs.
    fn start(count: usize, jobs: Weak<mpsc::Sender<Job>>) -> Workers {
        let (turns, rx) = mpsc::channel::<ComputerTurn>();
        let rx = Arc::new(Mutex::new(rx));
        let stop = Arc::new(AtomicBool::new(false));
        for i in 0..count {
            let (rx, jobs, stop) = (Arc::clone(&rx), jobs.clone(), Arc::clone(&stop));
            let started = std::thread::Builder::new()
                .name(format!("tabiya-computer-{i}"))
                .spawn(move || loop {
                    let turn = {
                        let rx = rx.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                        rx.recv()
                    };
                    let Ok(turn) = turn else { return };
                    let key = (turn.game_id, turn.version, turn.task());
                    let answer = std::panic::catch_unwind(AssertUnwindSafe(|| turn.think(&stop)))
                        .unwrap_or_else(|payload| {
                            tracing::error!(
                                game = turn.game_id,
                                "internal error: the computer's search panicked: {}",
                                panic_text(payload.as_ref())
                            );
                            None
                        });
                    let Some(jobs) = jobs.upgrade() else { return };
                    if jobs.send(Job::Computer(key, answer)).is_err() {
                        return;
                    }
                });
            if let Err(e) = started {
                tracing::error!("a computer worker did not start: {e}");
            }
        }
        Workers {
            turns,
            out: HashSet::new(),
            stop,
        }
    }

    /// Hands out the turns waiting for the computer that no worker has yet.
    fn dispatch(&mut self, service: &mut Service) {
        let turns = match std::panic::catch_unwind(AssertUnwindSafe(|| service.computer_turns())) {
            Ok(Ok(turns)) => turns,
            Ok(Err(e)) => {
                tracing::error!("the computer's games cannot be read: {e}");
                return;
            }
            Err(payload) => {
                tracing::error!(
                    "internal error: listing the computer's turns panicked: {}",
                    panic_text(payload.as_ref())
                );
                service.recover();
                return;
            }
        };
        for turn in turns {
            let key = (turn.game_id, turn.version, turn.task());
            if self.out.insert(key) && self.turns.send(turn).is_err() {
                self.out.remove(&key);
            }
        }
    }
}

impl Drop for Workers {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// How many threads think for the computer: all cores but one, which stays for the database
/// thread and the adapters.
fn worker_count() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get().saturating_sub(1).max(1))
}

/// A cheap, clonable handle to the service on its database thread.
///
/// One service serves every adapter of the process: each adapter holds a handle for its
/// platform ([`ServiceHandle::for_platform`]), and its commands and calls are handled as
/// that platform's.
#[derive(Clone)]
pub struct ServiceHandle {
    platform: &'static str,
    jobs: Arc<mpsc::Sender<Job>>,
    posting: Arc<Posting>,
    clock: Clock,
    outbox: Arc<Notify>,
}

impl ServiceHandle {
    /// Moves `service` to a thread of its own and returns the handle to it.
    pub fn spawn(mut service: Service, clock: Clock) -> ServiceHandle {
        let platform = service.platform();
        let (jobs, rx) = mpsc::channel::<Job>();
        let jobs = Arc::new(jobs);
        let outbox = Arc::new(Notify::new());
        let notify = Arc::clone(&outbox);
        let posting = Arc::new(Posting::default());
        let holds = Arc::clone(&posting);
        let mut workers = Workers::start(worker_count(), Arc::downgrade(&jobs));
        let now = Arc::clone(&clock);
        std::thread::Builder::new()
            .name("tabiya-db".into())
            .spawn(move || {
                // Turns left waiting when the service last stopped are taken up first.
                workers.dispatch(&mut service);
                while let Ok(first) = rx.recv() {
                    let mut batch = Vec::new();
                    let mut next = Some(first);
                    let mut commands = false;
                    while let Some(job) = next.take() {
                        match job {
                            Job::Command(c, now, tx, from, hold) => {
                                commands = true;
                                // A batch is one platform's: another's commands start the
                                // next.
                                if from != service.platform() {
                                    run_batch(&mut service, &mut batch, &holds);
                                    service.set_platform(from);
                                }
                                batch.push((c, now, tx, hold));
                            }
                            Job::Computer(key, answer) => {
                                run_batch(&mut service, &mut batch, &holds);
                                workers.out.remove(&key);
                                if let Some(a) = answer {
                                    service.computer_answer(&a, now());
                                }
                                commands = true;
                            }
                            Job::Call(f, from) => {
                                run_batch(&mut service, &mut batch, &holds);
                                service.set_platform(from);
                                // A bug in a call is logged; its caller's answer is dropped
                                // (it sees the service gone for that call) and the thread
                                // goes on.
                                let run = AssertUnwindSafe(|| f(&mut service));
                                if let Err(payload) = std::panic::catch_unwind(run) {
                                    tracing::error!(
                                        "internal error: a call panicked: {}",
                                        panic_text(payload.as_ref())
                                    );
                                    service.recover();
                                }
                            }
                        }
                        if batch.len() < MAX_BATCH {
                            next = rx.try_recv().ok();
                        }
                    }
                    run_batch(&mut service, &mut batch, &holds);
                    // Commands may have queued notifications, and given the computer a turn.
                    notify.notify_one();
                    if commands {
                        workers.dispatch(&mut service);
                    }
                }
            })
            .expect("the database thread starts");
        ServiceHandle {
            platform,
            jobs,
            posting,
            clock,
            outbox,
        }
    }

    /// A handle for `platform`'s adapter on the same service: what comes through it is
    /// handled as that platform's (its handles, event ids, threads and outbox rows).
    pub fn for_platform(&self, platform: &'static str) -> ServiceHandle {
        ServiceHandle {
            platform,
            ..self.clone()
        }
    }

    /// The platform this handle speaks for.
    pub fn platform(&self) -> &'static str {
        self.platform
    }

    /// The clock's time now.
    pub fn now(&self) -> i64 {
        (self.clock)()
    }

    /// Handles a command at the clock's time; the replies come after its commit.
    ///
    /// # Errors
    /// [`ServiceGone`].
    pub async fn handle(&self, command: Command) -> Result<Vec<Reply>, ServiceGone> {
        let (tx, rx) = oneshot::channel();
        self.jobs
            .send(Job::Command(command, self.now(), tx, self.platform, false))
            .map_err(|_| ServiceGone)?;
        rx.await
            .map(|(replies, _)| replies)
            .map_err(|_| ServiceGone)
    }

    /// Handles a command as [`ServiceHandle::handle`] does, for an adapter that then posts
    /// the replies: until the returned guard is dropped (once they are posted), the outbox
    /// holds notices for the command's channel and the games it is about, so the game's
    /// first post or a player's move comes before the computer's answer to it.
    ///
    /// # Errors
    /// [`ServiceGone`].
    pub async fn handle_posting(
        &self,
        command: Command,
    ) -> Result<(Vec<Reply>, PostingGuard), ServiceGone> {
        let (tx, rx) = oneshot::channel();
        self.jobs
            .send(Job::Command(command, self.now(), tx, self.platform, true))
            .map_err(|_| ServiceGone)?;
        let (replies, keys) = rx.await.map_err(|_| ServiceGone)?;
        Ok((
            replies,
            PostingGuard {
                posting: Arc::clone(&self.posting),
                keys,
            },
        ))
    }

    /// Waits (at most [`MAX_HOLD`]) while an adapter posts an answer about `item`'s channel
    /// or game.
    async fn wait_for_posting(&self, item: &OutboxItem) {
        let start = tokio::time::Instant::now();
        while self.posting.holds(item) && start.elapsed() < MAX_HOLD {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Runs `f` on the database thread, in order with the commands.
    ///
    /// # Errors
    /// [`ServiceGone`].
    pub async fn call<R: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Service) -> R + Send + 'static,
    ) -> Result<R, ServiceGone> {
        let (tx, rx) = oneshot::channel();
        self.jobs
            .send(Job::Call(
                Box::new(move |s| {
                    let _ = tx.send(f(s));
                }),
                self.platform,
            ))
            .map_err(|_| ServiceGone)?;
        rx.await.map_err(|_| ServiceGone)
    }

    /// Wakes when notifications may be waiting in the outbox.
    pub fn outbox_signal(&self) -> Arc<Notify> {
        Arc::clone(&self.outbox)
    }

    /// Delivers the outbox with `send` until the service stops. Items go in order and each is
    /// removed once `send` says it went (or can never go); after a failure the rest wait and
    /// are tried again after a pause that doubles from half a second up to 30 s, so nothing is
    /// lost while the platform is away. Otherwise it wakes for new notifications, or once a
    /// minute. `platform` names it in the log.
    pub async fn deliver_outbox<F, Fut, E>(&self, platform: &str, mut send: F)
    where
        F: FnMut(OutboxItem, Option<Image>) -> Fut,
        Fut: std::future::Future<Output = Result<Delivery, E>>,
        E: std::fmt::Display,
    {
        let signal = self.outbox_signal();
        let mut pause = Duration::from_millis(500);
        // Sent, but not yet marked delivered (the database was away when they went): they
        // are marked, not sent again.
        let mut unconfirmed: std::collections::HashSet<i64> = std::collections::HashSet::new();
        loop {
            let items = match self.call(|s| s.outbox()).await {
                Ok(Ok(items)) => items,
                Ok(Err(e)) => {
                    // An outage is logged once, by the connection.
                    if !e.is_unavailable() {
                        tracing::error!("{platform}: outbox: {e}");
                    }
                    Vec::new()
                }
                Err(_) => return,
            };
            let (mut failed, mut sent) = (false, false);
            for (item, image) in items {
                let id = item.id;
                if unconfirmed.contains(&id) {
                    if matches!(self.call(move |s| s.delivered(id)).await, Ok(Ok(()))) {
                        unconfirmed.remove(&id);
                    }
                    continue;
                }
                self.wait_for_posting(&item).await;
                match send(item, image).await {
                    Ok(Delivery::Done) => {
                        sent = true;
                        if !matches!(self.call(move |s| s.delivered(id)).await, Ok(Ok(()))) {
                            unconfirmed.insert(id);
                        }
                    }
                    Ok(Delivery::NotOurs) => {}
                    Err(e) => {
                        tracing::warn!("{platform}: notification not delivered yet: {e}");
                        failed = true;
                        break;
                    }
                }
            }
            if failed {
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(Duration::from_secs(30));
            } else if sent {
                // A claim holds part of a backlog: the rest is claimed at once.
                pause = Duration::from_millis(500);
            } else {
                pause = Duration::from_millis(500);
                let _ = tokio::time::timeout(Duration::from_secs(60), signal.notified()).await;
            }
        }
    }

    /// The scheduler: runs what is due (reminders, timeouts, digests, lapsed challenges) and
    /// sleeps until the next deadline from the index, or `poll` at most (a clock moved by
    /// hand, or a deadline set by a command meanwhile, is seen within `poll`). Runs until the
    /// service stops.
    pub async fn run_scheduler(self, poll: Duration) {
        loop {
            let now = self.now();
            match self.call(move |s| s.tick(now)).await {
                Ok(Ok(_)) => self.outbox.notify_one(),
                Ok(Err(e)) if e.is_unavailable() => {}
                Ok(Err(e)) => tracing::error!("scheduler: {e}"),
                Err(ServiceGone) => return,
            }
            let wake = match self.call(|s| s.next_wake()).await {
                Ok(Ok(w)) => w,
                Ok(Err(e)) => {
                    if !e.is_unavailable() {
                        tracing::error!("scheduler: {e}");
                    }
                    None
                }
                Err(ServiceGone) => return,
            };
            let sleep = match wake {
                // Something due at the tick was left: another process holds it, or its work
                // failed. Look again in a second, not at once.
                Some(w) if w <= now => Duration::from_secs(1).min(poll),
                Some(w) => {
                    Duration::from_secs((w - self.now()).clamp(0, i64::MAX) as u64).min(poll)
                }
                None => poll,
            };
            tokio::time::sleep(sleep.max(Duration::from_millis(10))).await;
        }
    }
}

type Batch = Vec<(Command, i64, oneshot::Sender<Answer>, bool)>;

fn run_batch(service: &mut Service, batch: &mut Batch, posting: &Posting) {
    if batch.is_empty() {
        return;
    }
    // A batch is one platform's: the service's current one.
    let platform = crate::platform::Platform::of_key(service.platform());
    let incoming: Vec<Incoming<'_>> = batch
        .iter()
        .map(|(c, now, _, _)| Incoming {
            event_id: &c.event_id,
            user: &c.user,
            channel: &c.channel,
            text: &c.text,
            now: *now,
            game: c.game,
            name: c.name.as_deref(),
            moderator: c.moderator,
            platform: Some(platform),
            locale: c.locale.as_deref(),
            place_locale: c.place_locale.as_deref(),
        })
        .collect();
    // The service catches a command's panic itself; this guards the rest (drawing boards
    // after the commit), so the database thread never dies of a bug.
    let answers =
        match std::panic::catch_unwind(AssertUnwindSafe(|| service.handle_batch(&incoming))) {
            Ok(answers) => answers,
            Err(payload) => {
                tracing::error!(
                    "internal error: a batch panicked: {}",
                    panic_text(payload.as_ref())
                );
                service.recover();
                incoming
                    .iter()
                    .map(|_| vec![Reply::internal_error()])
                    .collect()
            }
        };
    drop(incoming);
    for ((c, _, tx, hold), replies) in batch.drain(..).zip(answers) {
        // Held before the answer leaves this thread, so no notice the command caused can
        // be delivered before the adapter has posted it.
        let keys: Vec<Held> = if hold {
            let mut keys = vec![Held::Channel(c.channel)];
            let games = c
                .game
                .into_iter()
                .chain(replies.iter().filter_map(|r| r.game));
            for g in games {
                if !keys.contains(&Held::Game(g)) {
                    keys.push(Held::Game(g));
                }
            }
            keys
        } else {
            Vec::new()
        };
        posting.hold(&keys);
        if let Err((_, keys)) = tx.send((replies, keys)) {
            posting.release(&keys);
        }
    }
}

/// A lease on work only one process may do at a time, such as the Matrix adapter (two
/// processes would each answer every message): a row in the database that its holder renews
/// every quarter of its time to live; once it lapses (the holder died), another process
/// takes it. Wall-clock milliseconds, whatever the service's clock says.
pub struct Lease {
    handle: ServiceHandle,
    name: &'static str,
    holder: String,
    ttl: Duration,
}

impl Lease {
    /// The lease `name` for this process, lapsing `ttl` after its last renewal.
    pub fn new(handle: &ServiceHandle, name: &'static str, ttl: Duration) -> Lease {
        let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
            .map(|h| h.trim().to_owned())
            .unwrap_or_else(|_| "host".to_owned());
        let mut salt = [0u8; 4];
        let _ = getrandom::fill(&mut salt);
        Lease {
            handle: handle.clone(),
            name,
            holder: format!(
                "{host}/{}/{:08x}",
                std::process::id(),
                u32::from_le_bytes(salt)
            ),
            ttl,
        }
    }

    /// Who holds it when this process does: host, process id and a random part.
    pub fn holder(&self) -> &str {
        &self.holder
    }

    /// Takes or renews it once; whether this process holds it.
    pub async fn take(&self) -> bool {
        self.try_take().await == Some(true)
    }

    /// Takes or renews it once: whether this process holds it, or `None` when the database
    /// could not say (it is away: the connection logs that once).
    async fn try_take(&self) -> Option<bool> {
        let (name, holder) = (self.name, self.holder.clone());
        let ttl = i64::try_from(self.ttl.as_millis()).unwrap_or(i64::MAX);
        match self
            .handle
            .call(move |s| s.take_lease(name, &holder, crate::service::clock::wall_millis(), ttl))
            .await
        {
            Ok(Ok(held)) => Some(held),
            Ok(Err(e)) => {
                if !e.is_unavailable() {
                    tracing::warn!("lease {name}: {e}");
                }
                None
            }
            Err(ServiceGone) => Some(false),
        }
    }

    /// Waits until this process holds it.
    pub async fn acquire(&self) {
        while !self.take().await {
            tokio::time::sleep(self.ttl / 4).await;
        }
    }

    /// Renews it every quarter of its time to live; returns once it is lost: another
    /// process took it, or it could not be renewed for a whole time to live (the database
    /// was away so long that another process may have taken it since). The work must stop
    /// then. A shorter outage is ridden out: the renewal is tried again.
    pub async fn keep(&self) {
        let mut renewed = tokio::time::Instant::now();
        loop {
            tokio::time::sleep(self.ttl / 4).await;
            match self.try_take().await {
                Some(true) => renewed = tokio::time::Instant::now(),
                Some(false) => return,
                None if renewed.elapsed() >= self.ttl => return,
                None => {}
            }
        }
    }

    /// Gives it up (at a clean stop, so another process need not wait for it to lapse).
    pub async fn release(&self) {
        let (name, holder) = (self.name, self.holder.clone());
        let _ = self
            .handle
            .call(move |s| s.release_lease(name, &holder))
            .await;
    }
}

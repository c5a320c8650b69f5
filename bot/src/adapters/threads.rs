//! A game's thread, kept the same way by both chat adapters: the one the store remembers,
//! or one started now and remembered. Finding or starting is one step at a time, so two
//! posts about a new game do not start two threads. What a thread is (a Discord thread
//! channel, the root event of a Matrix thread) is the adapter's; this holds the steps.

use std::future::Future;
use std::sync::Arc;

use crate::runtime::ServiceHandle;

/// Where a message about a game goes.
#[derive(Debug)]
pub(crate) enum Thread<T> {
    /// The game's thread, as remembered.
    Found(String),
    /// Started now, and remembered: its id, and what starting it gave (on Matrix, the
    /// message that started it).
    Started(String, T),
    /// None could be started (no permission, a direct message): the place itself.
    Unstarted,
}

/// The game threads of one adapter.
#[derive(Clone, Default)]
pub(crate) struct GameThreads {
    one_at_a_time: Arc<tokio::sync::Mutex<()>>,
}

impl GameThreads {
    /// The thread of `game`: the remembered one unless it is `gone` (deleted), else the one
    /// `start` begins, which is remembered under the place it gave (`home`).
    ///
    /// `start` gives `Ok(Some((home, thread, made)))`, `Ok(None)` where no thread can be
    /// had, or its error, which is passed on with nothing remembered.
    pub(crate) async fn find_or_start<T, E, F, Fut>(
        &self,
        service: &ServiceHandle,
        game: i64,
        gone: Option<&str>,
        start: F,
    ) -> Result<Thread<T>, E>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<Option<(String, String, T)>, E>>,
    {
        let _one_at_a_time = self.one_at_a_time.lock().await;
        if let Ok(Ok(Some(thread))) = service.call(move |s| s.thread_of(game)).await {
            // Another message may have replaced a gone thread meanwhile.
            if gone != Some(thread.as_str()) {
                return Ok(Thread::Found(thread));
            }
        }
        match start().await? {
            Some((home, thread, made)) => {
                let remembered = thread.clone();
                let _ = service
                    .call(move |s| s.link_thread(game, &home, &remembered))
                    .await;
                Ok(Thread::Started(thread, made))
            }
            None => Ok(Thread::Unstarted),
        }
    }
}

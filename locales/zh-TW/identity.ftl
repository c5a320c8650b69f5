# Traditional Chinese (zh-TW) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

identity-no-code = 無法產生隨機驗證碼（{ $reason }）；請重試。

identity-status-one = 您目前只以 { $handle } 的身份在 { $platform } 上下棋。{ $link } 可關聯另一平台上的帳號：{ $platforms }。

identity-status-many = 您的以下帳號屬於同一位棋手：{ $accounts }。

identity-account = { $handle }（{ $platform }）

identity-accounts = { $first }、{ $rest }

identity-on-it-already = 您已經在 { $platform } 上了：請關聯另一平台上的帳號。

identity-linked-already = 您的 { $platform } 帳號 { $handle } 已經關聯；請先 { $unlink }。

identity-you-are-already = 您在 { $platform } 上已經是 { $handle } 了。

identity-your-account = 您的 { $platform } 帳號

identity-your-account-named = 您的 { $platform } 帳號 { $handle }

identity-send-code = 如需關聯，請在一天內從{ $account }傳送 { $send }。請勿向他人透露此驗證碼：誰傳送了它，誰就會成為您。

identity-no-such-code = 沒有等待驗證碼 { $code } 的關聯請求。請從您的另一個帳號用 { $link } 重新申請。

identity-code-lapsed = 驗證碼 { $code } 已過期（驗證碼有效期為一天）。請從您的另一個帳號用 { $link } 重新申請。

identity-code-elsewhere = 驗證碼 { $code } 用於關聯 { $platform } 帳號：請在那裡傳送。

identity-code-for-another = 驗證碼 { $code } 是給 { $platform } 上的 { $handle } 的，不是給您的。

identity-one-already = 這些帳號已經屬於同一位棋手。

identity-has-account-there = { $name } 已經有一個 { $platform } 帳號。

identity-have-met = 這些帳號曾互相對弈（對局 #{ $game }），因此不能合併為同一位棋手。

identity-same-tournament = 兩個帳號都參加了錦標賽 #{ $tournament }，因此不能合併為同一位棋手。

identity-linked = 關聯成功：{ $platform } 上的 { $handle } 與 { $other_platform } 上的 { $other_handle } 現在是同一位棋手。您的對局、積分和錦標賽在兩個平台上都隨您同步。

identity-own-account = { $platform } 上的 { $handle } 是該棋手自己的帳號；請在這個帳號上用 { $unlink } 解除其他帳號的關聯。

identity-unlinked = 已解除關聯：{ $platform } 上的 { $handle } 下次將從頭開始；您的對局和積分仍保留在這裡。

identity-none-linked = 沒有與您關聯的 { $platform } 帳號。

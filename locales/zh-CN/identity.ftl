# Simplified Chinese (zh-CN) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

identity-no-code = 无法生成随机验证码（{ $reason }）；请重试。

identity-status-one = 您目前只以 { $handle } 的身份在 { $platform } 上下棋。{ $link } 可关联另一平台上的账号：{ $platforms }。

identity-status-many = 您的以下账号属于同一位棋手：{ $accounts }。

identity-account = { $handle }（{ $platform }）

identity-accounts = { $first }、{ $rest }

identity-on-it-already = 您已经在 { $platform } 上了：请关联另一平台上的账号。

identity-linked-already = 您的 { $platform } 账号 { $handle } 已经关联；请先 { $unlink }。

identity-you-are-already = 您在 { $platform } 上已经是 { $handle } 了。

identity-your-account = 您的 { $platform } 账号

identity-your-account-named = 您的 { $platform } 账号 { $handle }

identity-send-code = 如需关联，请在一天内从{ $account }发送 { $send }。请勿向他人透露此验证码：谁发送了它，谁就会成为您。

identity-no-such-code = 没有等待验证码 { $code } 的关联请求。请从您的另一个账号用 { $link } 重新申请。

identity-code-lapsed = 验证码 { $code } 已过期（验证码有效期为一天）。请从您的另一个账号用 { $link } 重新申请。

identity-code-elsewhere = 验证码 { $code } 用于关联 { $platform } 账号：请在那里发送。

identity-code-for-another = 验证码 { $code } 是给 { $platform } 上的 { $handle } 的，不是给您的。

identity-one-already = 这些账号已经属于同一位棋手。

identity-has-account-there = { $name } 已经有一个 { $platform } 账号。

identity-have-met = 这些账号曾互相对弈（对局 #{ $game }），因此不能合并为同一位棋手。

identity-same-tournament = 两个账号都参加了锦标赛 #{ $tournament }，因此不能合并为同一位棋手。

identity-linked = 关联成功：{ $platform } 上的 { $handle } 与 { $other_platform } 上的 { $other_handle } 现在是同一位棋手。您的对局、积分和锦标赛在两个平台上都随您同步。

identity-own-account = { $platform } 上的 { $handle } 是该棋手自己的账号；请在这个账号上用 { $unlink } 解除其他账号的关联。

identity-unlinked = 已解除关联：{ $platform } 上的 { $handle } 下次将从头开始；您的对局和积分仍保留在这里。

identity-none-linked = 没有与您关联的 { $platform } 账号。

# Identity: /link and /unlink, one player across platforms.

# $reason (text): the operating system's error.
identity-no-code = No random code could be made ({ $reason }); try again.

# $handle (text): the player's handle. $platform (text): its platform. $link (command): how
# to link another. $platforms (text): the platforms, listed.
identity-status-one = You play as { $handle } on { $platform } only. { $link } links an account on another platform: { $platforms }.

# $accounts (message): the player's accounts, listed.
identity-status-many = You are one player as { $accounts }.

# $handle (text): an account's handle. $platform (text): its platform.
identity-account = { $handle } on { $platform }

# $first (message): an account. $rest (message): the accounts after it.
identity-accounts = { $first }, { $rest }

# $platform (text): the platform the player is on.
identity-on-it-already = You are on { $platform } already: link an account on another platform.

# $platform (text): the platform. $handle (text): the account linked there. $unlink (command): how to unlink it.
identity-linked-already = Your { $platform } account { $handle } is linked already; { $unlink } first.

# $handle (text): the player's handle. $platform (text): the platform asked for.
identity-you-are-already = You are { $handle } on { $platform } already.

# $platform (text): the other platform.
identity-your-account = your { $platform } account

# $platform (text): the other platform. $handle (text): the account there.
identity-your-account-named = your { $platform } account { $handle }

# $send (command): the code to send. $account (message): from where.
identity-send-code = To link, send { $send } from { $account } within a day. Keep the code to yourself: whoever sends it becomes you.

# $code (text): the code sent. $link (command): how to ask again.
identity-no-such-code = No link waits for the code { $code }. Ask again with { $link } from your other account.

# $code (text): the code sent. $link (command): how to ask again.
identity-code-lapsed = The code { $code } lapsed (codes last a day). Ask again with { $link } from your other account.

# $code (text): the code sent. $platform (text): the platform it links.
identity-code-elsewhere = The code { $code } links a { $platform } account: send it there.

# $code (text): the code sent. $handle (text): the account it is for. $platform (text): its platform.
identity-code-for-another = The code { $code } is for { $handle } on { $platform }, not for you.

identity-one-already = These accounts are one player already.

# $name (text): the asking player's name. $platform (text): this platform.
identity-has-account-there = { $name } has a { $platform } account already.

# $game (number): a game between the two accounts.
identity-have-met = These accounts have played each other (game #{ $game }), so they cannot be one player.

# $tournament (number): a tournament both play in.
identity-same-tournament = Both accounts play in Tournament #{ $tournament }, so they cannot be one player.

# $handle (text): this account's handle. $platform (text): this platform. $other_handle
# (text): the asking account's handle. $other_platform (text): its platform.
identity-linked = Linked: { $handle } on { $platform } and { $other_handle } on { $other_platform } are one player now. Your games, ratings and tournaments follow you on both.

# $handle (text): the player's own account. $platform (text): its platform. $unlink (command): the command.
identity-own-account = { $handle } on { $platform } is this player's own account; { $unlink } the others from it.

# $handle (text): the account unlinked. $platform (text): its platform.
identity-unlinked = Unlinked: { $handle } on { $platform } starts afresh next time; your games and ratings stay with you here.

# $platform (text): the platform named.
identity-none-linked = No { $platform } account is linked to you.

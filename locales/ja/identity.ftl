# Japanese (ja) — identity: /link and /unlink, one player across platforms.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

identity-no-code = ランダムなコードを生成できませんでした（{ $reason }）。もう一度お試しください。
identity-status-one = あなたは { $platform } の { $handle } としてのみ参加しています。{ $link } で別のプラットフォームのアカウントを連携できます：{ $platforms }。
identity-status-many = あなたは次のアカウントで同一のプレイヤーです：{ $accounts }。
identity-account = { $platform } の { $handle }
identity-accounts = { $first }、{ $rest }
identity-on-it-already = すでに { $platform } を利用しています。別のプラットフォームのアカウントを連携してください。
identity-linked-already = { $platform } のアカウント { $handle } はすでに連携されています。先に { $unlink } を使ってください。
identity-you-are-already = あなたはすでに { $platform } の { $handle } です。
identity-your-account = あなたの { $platform } アカウント
identity-your-account-named = あなたの { $platform } アカウント { $handle }
identity-send-code = 連携するには、1日以内に { $account } から { $send } を送信してください。コードは誰にも教えないでください。このコードを送った人があなたとして扱われます。
identity-no-such-code = コード { $code } を待っている連携はありません。もう一方のアカウントから { $link } でもう一度申請してください。
identity-code-lapsed = コード { $code } は期限切れです（コードの有効期限は1日です）。もう一方のアカウントから { $link } でもう一度申請してください。
identity-code-elsewhere = コード { $code } は { $platform } のアカウントを連携するためのものです。そちらで送信してください。
identity-code-for-another = コード { $code } は { $platform } の { $handle } 用で、あなた用ではありません。
identity-one-already = これらのアカウントはすでに同一のプレイヤーです。
identity-has-account-there = { $name } にはすでに { $platform } のアカウントがあります。
identity-have-met = これらのアカウントは互いに対局したことがある（対局 #{ $game }）ため、同一のプレイヤーにはできません。
identity-same-tournament = 両方のアカウントが大会 #{ $tournament } に参加しているため、同一のプレイヤーにはできません。
identity-linked = 連携しました：{ $platform } の { $handle } と { $other_platform } の { $other_handle } は同一のプレイヤーになりました。対局、レーティング、大会はどちらでも引き継がれます。
identity-own-account = { $platform } の { $handle } はこのプレイヤー自身のアカウントです。ほかのアカウントの連携を { $unlink } で解除してください。
identity-unlinked = 連携を解除しました：{ $platform } の { $handle } は次回から新規として扱われます。対局とレーティングはここのあなたに残ります。
identity-none-linked = 連携されている { $platform } のアカウントはありません。

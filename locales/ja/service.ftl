# Japanese (ja) — the service's own answers: faults, limits, and what every command may be told.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ja/*.ftl) and open a pull request.

service-restarting = 対局サービスを再起動中です。何も変更されていません。少し待ってからもう一度送信してください。
service-busy = 対局サービスが混み合っていて、今は応答できません。何も変更されていません。少し待ってからもう一度送信してください。
service-disk-full = 対局サービスは現在何も保存できないため、何も変更されていません。運営者には通知済みです。後でもう一度送信してください。
service-storage-failed = こちら側で問題が発生しました。何も変更されていません。後でもう一度お試しください。
service-internal = こちら側で問題が発生したため、コマンドは実行されませんでした。この問題は記録されています。何も変更されていません。
service-conflict = コマンドの処理中に局面が変わりました。盤面を確認して、もう一度お試しください。
service-corrupt = その対局の保存された記録を読み込めません。何も変更されていません。原因は運営者がログで確認できます。
service-already-handled = このコマンドはすでに処理されています。
service-slow-down = 送信が速すぎます：コマンドは1分あたり { $per_minute } 件までです。このコマンドは実行されませんでした。1分後にもう一度送信してください。
service-computer-name = それはコンピューターの名前です。コンピューターは自分で指します。{ $challenge } で対局を申し込んでください。
service-no-game-here = ここにはあなたの対局がありません。{ $challenge } で対局を始めてください。

# 以前のバージョンが英語だけで保存した通知や返答。
service-stored-text = { $text }

# Simplified Chinese (zh-CN) — the service's own answers: faults, limits, and what every command may be told.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.

service-restarting = 对弈服务正在重启；未做任何更改。请稍后重新发送。
service-busy = 对弈服务繁忙，暂时无法回应；未做任何更改。请稍后重新发送。
service-disk-full = 对弈服务目前无法保存任何内容，因此未做任何更改。已通知管理员；请稍后再发送。
service-storage-failed = 我们这边出了问题；未做任何更改。请稍后重试。
service-internal = 我们这边出了问题，您的命令未被执行；已记录到日志。未做任何更改。
service-conflict = 处理您的命令时局面发生了变化；请查看棋盘后重试。
service-corrupt = 该对局的存储记录无法读取；未做任何更改，管理员可在日志中查看原因。
service-already-handled = 此命令已经处理过了。

service-slow-down = 请放慢速度：每分钟最多 { $per_minute } 条命令。此命令未被执行；请一分钟后重新发送。

service-computer-name = 这是电脑的名字；它会自己走棋。请用 { $challenge } 挑战它。

service-no-game-here = 您在这里没有对局。请用 { $challenge } 开始一局。

# 早期版本排队的通知或保存的回复，只有英文原文。
service-stored-text = { $text }

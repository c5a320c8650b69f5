# Traditional Chinese (zh-TW) — the service's own answers: faults, limits, and what every command may be told.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.

service-restarting = 對弈服務正在重新啟動；未做任何更改。請稍後重新傳送。
service-busy = 對弈服務繁忙，暫時無法回應；未做任何更改。請稍後重新傳送。
service-disk-full = 對弈服務目前無法儲存任何內容，因此未做任何更改。已通知管理員；請稍後再傳送。
service-storage-failed = 我們這邊出了問題；未做任何更改。請稍後重試。
service-internal = 我們這邊出了問題，您的指令未被執行；已寫入記錄檔。未做任何更改。
service-conflict = 處理您的指令時局面發生了變化；請檢視棋盤後重試。
service-corrupt = 該對局的儲存記錄無法讀取；未做任何更改，管理員可在記錄檔中檢視原因。
service-already-handled = 此指令已經處理過了。

service-slow-down = 請放慢速度：每分鐘最多 { $per_minute } 條指令。此指令未被執行；請一分鐘後重新傳送。

service-computer-name = 這是電腦的名字；它會自己走棋。請用 { $challenge } 挑戰它。

service-no-game-here = 您在這裡沒有對局。請用 { $challenge } 開始一局。

# 早期版本排入佇列的通知或儲存的回覆，只有英文原文。
service-stored-text = { $text }

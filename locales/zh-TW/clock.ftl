# Traditional Chinese (zh-TW) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-TW/*.ftl) and open a pull request.
# 中文沒有單複數之分，選擇器只留 *[other]。

clock-per-move = 每步 { $days } 天
# 費雪計時：初始天數，每走一步加的天數，計時最多可累積的天數。
clock-fischer = { $days } 天 + 每步 { $increment } 天（最多 { $cap } 天）

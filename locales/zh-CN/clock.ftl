# Simplified Chinese (zh-CN) — time controls.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/zh-CN/*.ftl) and open a pull request.
# 中文没有单复数之分，选择器只留 *[other]。

clock-per-move = 每步 { $days } 天
# 费舍尔计时：初始天数，每走一步加的天数，计时最多可累积的天数。
clock-fischer = { $days } 天 + 每步 { $increment } 天（最多 { $cap } 天）

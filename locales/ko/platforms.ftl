# Korean (ko) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/ko/*.ftl) and open a pull request.

platform-answer-buttons = { $first } 또는 { $second } 버튼을 누르거나, { $yes } 또는 { $no } 명령을 보내세요.
platform-answer-reactions = 👍 또는 👎로 반응하거나, { $yes } 또는 { $no } 명령을 보내세요.
platform-answer = { $yes } 또는 { $no } 명령으로 답하세요.
platform-no-game = #{ $id } 대국은 없습니다.
platform-game-title = { $white } 대 { $black } — { $game } #{ $id }
platform-drop-label = { $piece } 내려놓기
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = 기물
platform-pass-label = 한 수 쉼
# Matrix: 이미 처리된 명령을 편집했을 때.
platform-edit-ignored = { $who }: 편집은 실행되지 않습니다. 편집한 명령은 이미 처리되었습니다. 고친 명령을 새 메시지로 보내 주세요.
platform-pick-move = 수 선택
console-greeting = Tabiya 콘솔: { $form } 형식으로 입력하세요(예: { $example }). 도움말은 { $help }을(를) 입력하세요.

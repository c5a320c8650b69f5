# Mongolian (mn) — what depends on the platform: how to answer an offer, thread titles, move pickers.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/mn/*.ftl) and open a pull request.

platform-answer-buttons = { $first } эсвэл { $second } товчийг дарна уу, эсвэл { $yes } эсвэл { $no } гэж илгээнэ үү.
platform-answer-reactions = 👍 эсвэл 👎 гэж хариу үйлдэл үзүүлнэ үү, эсвэл { $yes } эсвэл { $no } гэж илгээнэ үү.
platform-answer = { $yes } эсвэл { $no } гэж хариулна уу.
platform-no-game = #{ $id } өрөг байхгүй.
platform-game-title = { $white } ба { $black } — { $game } #{ $id }
platform-drop-label = { $piece } тавих
# A move picker's first step: the piece and the square it leaves.
platform-origin-label = { $piece } { $square }
# A move picker's label for a piece the game does not name.
platform-piece = дүрс
platform-pass-label = Ээлж өнжих
platform-edit-ignored = { $who }: засварыг гүйцэтгэдэггүй: таны зассан командыг аль хэдийн гүйцэтгэсэн байна. Зассан командаа шинэ зурвасаар илгээнэ үү.
platform-pick-move = Нүүдэл сонгох
console-greeting = Tabiya консол: { $form } гэж бичнэ үү, жишээ нь { $example }, эсвэл { $help }.

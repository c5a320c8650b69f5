# Khmer (km) — the names of the games, their sides and their pieces.
# Machine-drafted from the English catalogue; not yet checked by a native speaker.
# Corrections: edit this file (or use Pontoon/Weblate on locales/km/*.ftl) and open a pull request.
#
# អុកចត្រង្គ៖ ស្ដេច នាង គោល សេះ ទូក ត្រី (ឈ្មោះឡាតាំងមានប្រភព៖ Sdaach, Neang, Koul, Ses, Tuuk, Trey;
# អក្សរខ្មែរមិនទាន់បានផ្ទៀងផ្ទាត់ដោយអ្នកលេងទេ)។ អុកថៃប្រើឈ្មោះកូនអុកខ្មែរដែលដើរដូចគ្នា។
# ល្បែងផ្សេងទៀត៖ អុក + ឈ្មោះប្រទេស ដូចឯកសារផ្សេងទៀតក្នុងថតនេះ (អុកជប៉ុន អុកកូរ៉េ អុកភូមា អុកថៃ)។
# ឈ្មោះក្នុងវង់ក្រចក ប្រាប់កូនអុកខ្មែរដែលដើរដូច ឬស្រដៀង។

game-ashtapada = អស្ដាបទ

game-chaturanga = ចតុរង្គ
side-chaturanga-first = ខាងស
side-chaturanga-second = ខាងខ្មៅ
piece-chaturanga-king = ស្ដេច
piece-chaturanga-counsellor = មន្ត្រី
piece-chaturanga-elephant = ដំរី
piece-chaturanga-horse = សេះ
piece-chaturanga-chariot = រថ
piece-chaturanga-foot-soldier = ពលថ្មើរជើង

game-shatranj = អុកពែរ្ស
side-shatranj-first = ខាងស
side-shatranj-second = ខាងខ្មៅ
piece-shatranj-king = ស្ដេច
piece-shatranj-counsellor = ទីប្រឹក្សា
piece-shatranj-elephant = ដំរី
piece-shatranj-horse = សេះ
piece-shatranj-chariot = រថ
piece-shatranj-foot-soldier = ពលថ្មើរជើង

game-senterej = អុកអេត្យូពី
side-senterej-first = ខាងស
side-senterej-second = ខាងខ្មៅ
piece-senterej-king = ស្ដេច
piece-senterej-counsellor = ទីប្រឹក្សា
piece-senterej-elephant = ដំរី
piece-senterej-horse = សេះ
piece-senterej-castle = បន្ទាយ
piece-senterej-pawn = ត្រី

game-ninthcentury = អុកឥណ្ឌាសតវត្សទី៩
side-ninthcentury-first = ខាងស
side-ninthcentury-second = ខាងខ្មៅ
piece-ninthcentury-king = ស្ដេច
piece-ninthcentury-counsellor = មន្ត្រី
piece-ninthcentury-elephant-dabbbah = ដំរី (ដាប់បាបះ)
piece-ninthcentury-horse = សេះ
piece-ninthcentury-chariot = រថ
piece-ninthcentury-foot-soldier = ពលថ្មើរជើង

game-sittuyin = អុកភូមា
side-sittuyin-first = ខាងស
side-sittuyin-second = ខាងខ្មៅ
piece-sittuyin-king = ស្ដេច
piece-sittuyin-general-counsellor = មេទ័ព (នាង)
piece-sittuyin-elephant = ដំរី
piece-sittuyin-horse = សេះ
piece-sittuyin-chariot = ទូក
piece-sittuyin-soldier = ទាហាន

game-makruk = អុកថៃ
side-makruk-first = ខាងស
side-makruk-second = ខាងខ្មៅ
piece-makruk-king = ស្ដេច
piece-makruk-counsellor = នាង
piece-makruk-nobleman = គោល
piece-makruk-horse = សេះ
piece-makruk-boat = ទូក
piece-makruk-cowrie-shell-pawn = បៀ (ត្រី)

game-ouk = អុកចត្រង្គ
side-ouk-first = ខាងស
side-ouk-second = ខាងខ្មៅ
piece-ouk-king = ស្ដេច
piece-ouk-maiden-counsellor = នាង
piece-ouk-pillar = គោល
piece-ouk-horse = សេះ
piece-ouk-boat = ទូក
piece-ouk-fish-pawn = ត្រី

game-shatar = អុកម៉ុងហ្គោលី
side-shatar-first = ខាងស
side-shatar-second = ខាងខ្មៅ
piece-shatar-lord-king = ម្ចាស់ (ស្ដេច)
piece-shatar-big-animal = សត្វធំ
piece-shatar-camel-bishop = អូដ្ឋ
piece-shatar-horse = សេះ
piece-shatar-chariot = រថ
piece-shatar-child-pawn = កូនក្មេង (ត្រី)
piece-shatar-amazon-horse = សេះអាម៉ាហ្សូន

game-xiangqi = អុកចិន
side-xiangqi-first = ខាងក្រហម
side-xiangqi-second = ខាងខ្មៅ
piece-xiangqi-general = { $side ->
       *[any] មេទ័ព
    }
piece-xiangqi-advisor = { $side ->
       *[any] ទីប្រឹក្សា
    }
piece-xiangqi-elephant = { $side ->
       *[any] ដំរី
    }
piece-xiangqi-horse = សេះ
piece-xiangqi-chariot = រថ
piece-xiangqi-cannon = កាំភ្លើងធំ
piece-xiangqi-soldier = { $side ->
       *[any] ទាហាន
    }

game-janggi = អុកកូរ៉េ
side-janggi-first = ខាងចូ
side-janggi-second = ខាងហាន
piece-janggi-general = មេទ័ព
piece-janggi-guard = អង្គរក្ស
piece-janggi-elephant = ដំរី
piece-janggi-horse = សេះ
piece-janggi-chariot = រថ
piece-janggi-cannon = កាំភ្លើងធំ
piece-janggi-soldier = { $side ->
       *[any] ទាហាន
    }

game-heianshogi = អុកជប៉ុនសម័យហេអាន
side-heianshogi-first = សិនតេ
side-heianshogi-second = ហ្គោតេ
piece-heianshogi-king = ស្ដេច
piece-heianshogi-gold-general = មេទ័ពមាស
piece-heianshogi-silver-general = មេទ័ពប្រាក់
piece-heianshogi-knight = សេះ
piece-heianshogi-lance = លំពែង
piece-heianshogi-pawn = ត្រី
piece-heianshogi-promoted-pawn = ត្រីឡើងថ្នាក់
piece-heianshogi-promoted-silver = មេទ័ពប្រាក់ឡើងថ្នាក់
piece-heianshogi-promoted-knight = សេះឡើងថ្នាក់
piece-heianshogi-promoted-lance = លំពែងឡើងថ្នាក់

game-shoshogi = អុកជប៉ុនតូច
side-shoshogi-first = សិនតេ
side-shoshogi-second = ហ្គោតេ
piece-shoshogi-king = ស្ដេច
piece-shoshogi-gold-general = មេទ័ពមាស
piece-shoshogi-silver-general = មេទ័ពប្រាក់
piece-shoshogi-knight = សេះ
piece-shoshogi-lance = លំពែង
piece-shoshogi-pawn = ត្រី
piece-shoshogi-rook = ទូក
piece-shoshogi-bishop = គោល
piece-shoshogi-drunk-elephant = ដំរីស្រវឹង
piece-shoshogi-promoted-pawn = ត្រីឡើងថ្នាក់
piece-shoshogi-promoted-silver = មេទ័ពប្រាក់ឡើងថ្នាក់
piece-shoshogi-promoted-knight = សេះឡើងថ្នាក់
piece-shoshogi-promoted-lance = លំពែងឡើងថ្នាក់
piece-shoshogi-dragon-king = ស្ដេចនាគ
piece-shoshogi-dragon-horse = សេះនាគ
piece-shoshogi-crown-prince = រជ្ជទាយាទ

game-shogi = អុកជប៉ុន
side-shogi-first = សិនតេ
side-shogi-second = ហ្គោតេ
piece-shogi-king = ស្ដេច
piece-shogi-gold-general = មេទ័ពមាស
piece-shogi-silver-general = មេទ័ពប្រាក់
piece-shogi-knight = សេះ
piece-shogi-lance = លំពែង
piece-shogi-pawn = ត្រី
piece-shogi-rook = ទូក
piece-shogi-bishop = គោល
piece-shogi-promoted-pawn = ត្រីឡើងថ្នាក់
piece-shogi-promoted-silver = មេទ័ពប្រាក់ឡើងថ្នាក់
piece-shogi-promoted-knight = សេះឡើងថ្នាក់
piece-shogi-promoted-lance = លំពែងឡើងថ្នាក់
piece-shogi-dragon-king = ស្ដេចនាគ
piece-shogi-dragon-horse = សេះនាគ

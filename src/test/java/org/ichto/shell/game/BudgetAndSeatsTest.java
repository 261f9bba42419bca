package org.ichto.shell.game;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The small types the game definition speaks in: budgets, seat ranges, seats, legal decisions. */
class BudgetAndSeatsTest {

    @Test
    void aBudgetIsTimeOrIterationsAndNeverNegative() {
        assertThat(Budget.millis(250)).isEqualTo(new Budget(250, 0));
        assertThat(Budget.millis(250).timeLimited()).isTrue();
        assertThat(Budget.iterations(100).timeLimited()).isFalse();
        assertThat(Budget.NONE.timeLimited()).isFalse();
        assertThatThrownBy(() -> new Budget(-1, 0)).hasMessage("a budget cannot be negative");
        assertThatThrownBy(() -> Budget.iterations(-5)).hasMessage("a budget cannot be negative");
    }

    @Test
    void aSeatRangeAllowsItsCountsAndSaysThem() {
        Seats urland = new Seats(3, 5, List.of("red", "blue", "yellow", "green", "purple"));
        assertThat(urland.allows(2)).isFalse();
        assertThat(urland.allows(3)).isTrue();
        assertThat(urland.allows(5)).isTrue();
        assertThat(urland.allows(6)).isFalse();
        assertThat(urland.range()).isEqualTo("3 to 5");
        assertThat(new Seats(4, 4, List.of("a", "b", "c", "d")).range()).isEqualTo("4");
        assertThatThrownBy(() -> new Seats(3, 5, List.of("red", "blue"))).hasMessageContaining("2 colours");
        assertThatThrownBy(() -> new Seats(4, 3, List.of("a", "b", "c", "d"))).hasMessageContaining("bad seat range");
    }

    @Test
    void aSeatNeedsANameAColourNameAndForAComputerAProfile() {
        assertThat(Seat.human("Anna", "red").human()).isTrue();
        assertThat(Seat.computer("Bert", "blue", "predator:hard").profile()).isEqualTo("predator:hard");
        assertThatThrownBy(() -> Seat.human(" ", "red")).hasMessage("a seat needs a name");
        assertThatThrownBy(() -> Seat.human("Anna", "Red!")).hasMessageContaining("bad colour \"Red!\"");
        assertThatThrownBy(() -> Seat.computer("Bert", "blue", "")).hasMessageContaining("needs a profile");
    }

    @Test
    void legalDecisionsSampleTheListedOnesAndEachOpenChoiceAsOne() {
        OpenChoice<String> many = rng -> "open " + rng.nextInt(1000);
        Legal<String> legal = new Legal<>() {
            @Override
            public List<String> listed() {
                return List.of("a", "b");
            }

            @Override
            public List<OpenChoice<String>> open() {
                return List.of(many);
            }
        };
        SeededRandom rng = new SeededRandom(9);
        int listed = 0;
        int open = 0;
        for (int i = 0; i < 3000; i++) {
            String d = legal.sample(rng);
            if (d.startsWith("open ")) {
                open++;
            } else {
                listed++;
            }
        }
        // Three equal choices: the open one about a third of the time.
        assertThat(open).isBetween(800, 1200);
        assertThat(listed).isBetween(1800, 2200);
        assertThat(Legal.of(List.of("x")).isEmpty()).isFalse();
        assertThat(Legal.of(List.of()).isEmpty()).isTrue();
    }

    @Test
    void aRegistryKnowsItsGamesByIdAndExtension() {
        GameRegistry games = new GameRegistry(List.of(org.ichto.toy.NimGame.INSTANCE));
        assertThat(games.first()).isSameAs(org.ichto.toy.NimGame.INSTANCE);
        assertThat(games.find("nim")).containsSame(org.ichto.toy.NimGame.INSTANCE);
        assertThat(games.find("chess")).isEmpty();
        assertThat(games.byExtension("NIM")).containsSame(org.ichto.toy.NimGame.INSTANCE);
        assertThatThrownBy(() -> games.get("chess")).hasMessage("unknown game \"chess\" (games are nim)");
        assertThatThrownBy(() -> new GameRegistry(List.of())).hasMessage("a registry needs at least one game");
        assertThatThrownBy(() -> new GameRegistry(List.of(org.ichto.toy.NimGame.INSTANCE,
                org.ichto.toy.NimGame.INSTANCE))).hasMessage("two games have the id nim");
    }
}

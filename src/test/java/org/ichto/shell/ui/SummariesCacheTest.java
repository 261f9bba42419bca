package org.ichto.shell.ui;

import org.ichto.shell.ai.PlayerFactory;
import org.ichto.shell.game.Budget;
import org.ichto.shell.game.Seat;
import org.ichto.shell.session.GameSession;
import org.ichto.toy.NimDecision;
import org.ichto.toy.NimEvent;
import org.ichto.toy.NimGame;
import org.ichto.toy.NimState;
import org.ichto.toy.NimView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A table's summaries are gathered anew only after a decision that may change them, one taken back, or another game. */
class SummariesCacheTest {
    private static final List<Seat> SEATS = List.of(Seat.human("You", "red"), Seat.computer("Greedy", "blue",
            "greedy"));

    private static GameSession<NimState, NimView, NimDecision, NimEvent> newSession() {
        return GameSession.newGame(NimGame.INSTANCE, SEATS, 4, PlayerFactory.standard(NimGame.INSTANCE));
    }

    private static void takeOne(GameSession<NimState, NimView, NimDecision, NimEvent> s) {
        s.apply(new NimDecision.Take(1));
        while (s.computerToAct()) {
            s.apply(s.computerDecision(Budget.NONE));
        }
    }

    @Test
    void gatheredOnlyWhenADecisionChangesThemOneIsTakenBackOrTheGameIsAnother() {
        SummariesCache cache = new SummariesCache();
        GameSession<NimState, NimView, NimDecision, NimEvent> session = newSession();
        List<Integer> gathered = new ArrayList<>();
        List<Integer> asked = new ArrayList<>();
        boolean[] changing = {false};
        java.util.function.Supplier<List<NewsCard.Entry>> gather = () -> {
            gathered.add(session.size());
            return List.of(new NewsCard.Entry(session.size(), "turn", new NewsCard("Turn " + session.size(),
                    List.of(), List.of(), List.of(), List.of())));
        };
        java.util.function.IntPredicate changes = d -> {
            asked.add(d);
            return changing[0];
        };

        List<NewsCard.Entry> first = cache.get(session, changes, gather);
        assertThat(gathered).as("the first time").containsExactly(0);

        takeOne(session);
        int size = session.size();
        assertThat(cache.get(session, changes, gather)).as("no decision changed them").isSameAs(first);
        assertThat(asked).as("each new decision asked once").containsExactlyElementsOf(
                java.util.stream.IntStream.range(0, size).boxed().toList());

        takeOne(session);
        changing[0] = true;
        cache.get(session, changes, gather);
        assertThat(gathered).containsExactly(0, session.size());

        session.undo();
        changing[0] = false;
        cache.get(session, changes, gather);
        assertThat(gathered).as("a decision taken back").hasSize(3);

        cache.get(newSession(), changes, gather);
        assertThat(gathered).as("another game").hasSize(4);
        cache.forget();
        cache.get(session, changes, gather);
        assertThat(gathered).as("forgotten").hasSize(5);
    }
}

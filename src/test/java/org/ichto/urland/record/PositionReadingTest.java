package org.ichto.urland.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ichto.shell.game.RecordException;
import org.ichto.urland.UrlandGame;
import org.ichto.urland.board.BoardLoader;
import org.ichto.urland.rules.InvalidPositionException;
import org.ichto.urland.rules.Position;
import org.ichto.urland.rules.Positions;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * A position file that names a thing twice, or a place or seat that does not exist, is refused with
 * every problem named, and with nothing it does not have. The position is a new 4-player game: seat 0
 * is the environment player with chips in hand.
 */
class PositionReadingTest {

    private static ObjectNode newGame() {
        return PositionJson.toTree(Positions.of(UrlandGame.newGame(4, 5)));
    }

    private static List<String> problems(ObjectNode tree) throws RecordException {
        RecordException e = catchThrowableOfType(RecordException.class,
                () -> PositionJson.toState(BoardLoader.standard(), PositionJson.fromTree(tree, ""), ""));
        assertThat(e).as("the position should be refused").isNotNull();
        assertThat(e.getCause()).isInstanceOf(InvalidPositionException.class);
        return ((InvalidPositionException) e.getCause()).problems();
    }

    private static int firstHandChip(ObjectNode tree) {
        return tree.path("chips").path("hand").get(0).asInt();
    }

    @Test
    void theNewGameItselfIsRead() throws RecordException {
        assertThat(PositionJson.toState(BoardLoader.standard(), PositionJson.fromTree(newGame(), ""), "")).isNotNull();
    }

    @Test
    void aChipRememberedTwice() throws RecordException {
        ObjectNode tree = newGame();
        int chip = firstHandChip(tree);
        ((ArrayNode) tree.path("players").get(0).path("knownChips")).add(chip);

        assertThat(problems(tree)).containsExactly("knownChips of seat 0 lists chip " + chip + " twice");
    }

    @Test
    void anAreaListedTwiceInOneRegion() throws RecordException {
        ObjectNode tree = newGame();
        JsonNode region = tree.path("regions").get(2);
        String area = region.path("areas").get(0).asText();
        ((ArrayNode) region.path("areas")).add(area);

        assertThat(problems(tree)).containsExactly("areas of region " + region.path("region").asText()
                + " lists area " + area + " twice");
    }

    @Test
    void anAreaInTwoRegions() throws RecordException {
        ObjectNode tree = newGame();
        String area = tree.path("regions").get(0).path("areas").get(0).asText();
        ((ArrayNode) tree.path("regions").get(1).path("areas")).add(area);

        assertThat(problems(tree)).anySatisfy(p -> assertThat(p).contains("holds area(s) [" + area + "]")
                .endsWith("that another region holds too"));
    }

    @Test
    void anAreaThatDoesNotExist_isNamedAndCountsAsNoArea() throws RecordException {
        ObjectNode tree = newGame();
        ((ArrayNode) tree.path("regions").get(1).path("areas")).add("13");

        assertThat(problems(tree)).containsExactly("areas of region " + tree.path("regions").get(1).path("region")
                .asText() + ": no land area \"13\" (areas are 1..12)");
    }

    @Test
    void anAreaChipInTwoPlaces() throws RecordException {
        ObjectNode tree = newGame();
        int chip = firstHandChip(tree);
        ((ArrayNode) tree.path("chips").path("scored")).add(chip);

        assertThat(problems(tree)).anySatisfy(p -> assertThat(p).startsWith("chip " + chip + " lies in two places ("));
    }

    @Test
    void thePanicChipInTwoPlaces() throws RecordException {
        ObjectNode tree = newGame();
        ((ObjectNode) tree.path("chips")).put("panicDrawn", true);

        assertThat(problems(tree)).anySatisfy(p -> assertThat(p).startsWith("the panic chip lies in two places ("));
    }

    @Test
    void anEnvironmentPlayerBeyondTheSeats() throws RecordException {
        ObjectNode tree = newGame();
        tree.put("environmentPlayer", 4);

        assertThat(problems(tree)).contains("environmentPlayer must be a seat 0..3, not 4");
    }

    @Test
    void aPositionWithoutADeck_isRefusedNamingIt() {
        Position p = Positions.of(UrlandGame.newGame(4, 5));
        Position.Chips c = p.chips();
        Position.Chips noDeck = new Position.Chips(null, c.hand(), c.chosen(), c.dummy(), c.scored(), c.removed(),
                c.panicDrawn());
        Position q = new Position(p.players(), p.regions(), p.oceans(), noDeck, p.genes(), p.epoch(), p.turn(),
                p.environmentPlayer(), p.phase(), p.actor(), p.actionsLeft(), p.extraTurnUsed(), p.mutation(),
                p.panic(), p.earsFlight(), p.earsFlightFrom(), p.generator());

        InvalidPositionException e = catchThrowableOfType(InvalidPositionException.class,
                () -> Positions.toState(BoardLoader.standard(), q));
        assertThat(e.problems()).contains("chips.deck is missing");
    }
}

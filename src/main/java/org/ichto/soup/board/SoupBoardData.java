package org.ichto.soup.board;

import java.util.List;
import java.util.Map;

/**
 * The soup board resource file as written: plain data, read by Jackson, checked by
 * {@link SoupBoardLoader}. Numbers are boxed so that a missing value is named, not read as 0;
 * the {@code note} fields say where a value comes from and are not used by the game.
 */
public record SoupBoardData(String name, String note, List<Integer> players, Soup soup, Map<String, String> compass,
                            Environment environment, Ladder ladder, Scoring scoring, Food food, Amoebas amoebas,
                            Points biologicalPoints, Points damagePoints, Genes genes) {

    public record Soup(Integer rows, Integer columns, String note, Cell island, List<Cell> obstacles,
                       List<Space> spaces) {
    }

    public record Cell(Integer row, Integer column) {
    }

    public record Space(Integer number, Integer row, Integer column, List<Integer> neighbours) {
    }

    public record Environment(String note, List<Card> cards) {
    }

    public record Card(Integer ozone, String drift, String note) {
    }

    public record Ladder(Integer spaces, Map<Integer, List<Integer>> startSpaces, Zone finishZone, String note) {
    }

    public record Zone(Integer first, Integer last) {
    }

    public record Scoring(List<Integer> amoebas, List<Integer> genes, String note) {
    }

    public record Food(Integer colours, Integer cubesPerColour, Integer perSpaceAtSetup, String note) {
    }

    public record Amoebas(Integer perPlayer) {
    }

    public record Points(Integer atStart, Boolean limited, String note) {
    }

    public record Genes(Map<Integer, Integer> deck, Integer blankCards, String note, List<Gene> basic,
                        List<Gene> advanced) {
    }

    public record Gene(String name, String alias, Integer price, Integer mp, List<String> givesUpOneOf,
                       Map<Integer, Integer> cards, Integer advance, Integer defectPayment, String note) {
    }
}
